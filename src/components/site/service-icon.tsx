import {
  BarChart3,
  FileText,
  Gauge,
  MapPin,
  MousePointerClick,
  Search,
  ShoppingCart,
} from '@/components/ui/icons';

const icons: Record<string, typeof Search> = {
  seo: Search,
  ppc: MousePointerClick,
  'content-strategy': FileText,
  'site-speed': Gauge,
  'local-seo': MapPin,
  'ecommerce-seo': ShoppingCart,
};

export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = icons[slug] ?? BarChart3;
  return <Icon className={className} aria-hidden />;
}
