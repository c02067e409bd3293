// lucide's icons drawn as plain SVG by whichever component renders them. lucide-react draws every
// icon through a client component (its Icon is 'use client'), so each icon on a server-rendered
// page shipped that component's code, its path data in the page's payload, and work to hydrate.
// The path data comes from lucide, the library's framework-free package.
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

export const AlertCircle = icon('alert-circle', AlertCircleNode);
export const ArrowLeft = icon('arrow-left', ArrowLeftNode);
export const ArrowRight = icon('arrow-right', ArrowRightNode);
export const Calendar = icon('calendar', CalendarNode);
export const CheckCircle2 = icon('check-circle-2', CheckCircle2Node);
export const ChevronDown = icon('chevron-down', ChevronDownNode);
export const ChevronLeft = icon('chevron-left', ChevronLeftNode);
export const ChevronRight = icon('chevron-right', ChevronRightNode);
export const ChevronsDown = icon('chevrons-down', ChevronsDownNode);
export const Clock = icon('clock', ClockNode);
export const FileText = icon('file-text', FileTextNode);
export const Gauge = icon('gauge', GaugeNode);
export const Globe = icon('globe', GlobeNode);
export const Home = icon('home', HomeNode);
export const IndianRupee = icon('indian-rupee', IndianRupeeNode);
export const Info = icon('info', InfoNode);
export const Laptop = icon('laptop', LaptopNode);
export const LayoutGrid = icon('layout-grid', LayoutGridNode);
export const Link2 = icon('link-2', Link2Node);
export const Loader2 = icon('loader-2', Loader2Node);
export const Mail = icon('mail', MailNode);
export const MapPin = icon('map-pin', MapPinNode);
export const Menu = icon('menu', MenuNode);
export const Moon = icon('moon', MoonNode);
export const MousePointerClick = icon('mouse-pointer-click', MousePointerClickNode);
export const Phone = icon('phone', PhoneNode);
export const Search = icon('search', SearchNode);
export const Send = icon('send', SendNode);
export const Sparkles = icon('sparkles', SparklesNode);
export const Sun = icon('sun', SunNode);
export const Tag = icon('tag', TagNode);
export const TrendingUp = icon('trending-up', TrendingUpNode);
export const X = icon('x', XNode);
export const BarChart3 = icon('bar-chart-3', BarChart3Node);
export const ShoppingCart = icon('shopping-cart', ShoppingCartNode);
