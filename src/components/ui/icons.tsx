// lucide's icons drawn as plain SVG by whichever component renders them. lucide-react draws every
// icon through a client component (its Icon is 'use client'), so each icon on a server-rendered
// page shipped that component's code, its path data in the page's payload, and work to hydrate.
// The path data comes from lucide, the library's framework-free package.
// Client components get their icons as elements from the server component that places them
// (header.tsx, contact-form-icons.tsx, page-not-found.tsx): importing these in client code costs
// 0.6 to 1 KB (gzip) of script per page, measured with the icons imported directly.
import { clsx } from 'clsx';
import {
  AlertCircle as AlertCircleNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  Calendar as CalendarNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  ChevronsDown as ChevronsDownNode,
  Clock as ClockNode,
  FileText as FileTextNode,
  Gauge as GaugeNode,
  Globe as GlobeNode,
  Home as HomeNode,
  IndianRupee as IndianRupeeNode,
  Info as InfoNode,
  Laptop as LaptopNode,
  LayoutGrid as LayoutGridNode,
  Link2 as Link2Node,
  Loader2 as Loader2Node,
  Mail as MailNode,
  MapPin as MapPinNode,
  MessageCircle as MessageCircleNode,
  Menu as MenuNode,
  Moon as MoonNode,
  MousePointerClick as MousePointerClickNode,
  Phone as PhoneNode,
  Search as SearchNode,
  Send as SendNode,
  Sparkles as SparklesNode,
  Sun as SunNode,
  Tag as TagNode,
  TrendingUp as TrendingUpNode,
  X as XNode,
  BarChart3 as BarChart3Node,
  ShoppingCart as ShoppingCartNode,
  type IconNode,
} from 'lucide';
import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

function icon(name: string, node: IconNode): IconComponent {
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className={clsx('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

export const AlertCircle = /*#__PURE__*/ icon('alert-circle', AlertCircleNode);
export const ArrowLeft = /*#__PURE__*/ icon('arrow-left', ArrowLeftNode);
export const ArrowRight = /*#__PURE__*/ icon('arrow-right', ArrowRightNode);
export const Calendar = /*#__PURE__*/ icon('calendar', CalendarNode);
export const CheckCircle2 = /*#__PURE__*/ icon('check-circle-2', CheckCircle2Node);
export const ChevronDown = /*#__PURE__*/ icon('chevron-down', ChevronDownNode);
export const ChevronLeft = /*#__PURE__*/ icon('chevron-left', ChevronLeftNode);
export const ChevronRight = /*#__PURE__*/ icon('chevron-right', ChevronRightNode);
export const ChevronsDown = /*#__PURE__*/ icon('chevrons-down', ChevronsDownNode);
export const Clock = /*#__PURE__*/ icon('clock', ClockNode);
export const FileText = /*#__PURE__*/ icon('file-text', FileTextNode);
export const Gauge = /*#__PURE__*/ icon('gauge', GaugeNode);
export const Globe = /*#__PURE__*/ icon('globe', GlobeNode);
export const Home = /*#__PURE__*/ icon('home', HomeNode);
export const IndianRupee = /*#__PURE__*/ icon('indian-rupee', IndianRupeeNode);
export const Info = /*#__PURE__*/ icon('info', InfoNode);
export const Laptop = /*#__PURE__*/ icon('laptop', LaptopNode);
export const LayoutGrid = /*#__PURE__*/ icon('layout-grid', LayoutGridNode);
export const Link2 = /*#__PURE__*/ icon('link-2', Link2Node);
export const Loader2 = /*#__PURE__*/ icon('loader-2', Loader2Node);
export const Mail = /*#__PURE__*/ icon('mail', MailNode);
export const MapPin = /*#__PURE__*/ icon('map-pin', MapPinNode);
export const MessageCircle = /*#__PURE__*/ icon('message-circle', MessageCircleNode);
export const Menu = /*#__PURE__*/ icon('menu', MenuNode);
export const Moon = /*#__PURE__*/ icon('moon', MoonNode);
export const MousePointerClick = /*#__PURE__*/ icon('mouse-pointer-click', MousePointerClickNode);
export const Phone = /*#__PURE__*/ icon('phone', PhoneNode);
export const Search = /*#__PURE__*/ icon('search', SearchNode);
export const Send = /*#__PURE__*/ icon('send', SendNode);
export const Sparkles = /*#__PURE__*/ icon('sparkles', SparklesNode);
export const Sun = /*#__PURE__*/ icon('sun', SunNode);
export const Tag = /*#__PURE__*/ icon('tag', TagNode);
export const TrendingUp = /*#__PURE__*/ icon('trending-up', TrendingUpNode);
export const X = /*#__PURE__*/ icon('x', XNode);
export const BarChart3 = /*#__PURE__*/ icon('bar-chart-3', BarChart3Node);
export const ShoppingCart = /*#__PURE__*/ icon('shopping-cart', ShoppingCartNode);
