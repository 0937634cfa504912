import { Badge } from '@/components/ui/badge';
import { storeStatusLabel, storeTypeLabel } from './store-labels';

export function StoreTypeBadge({ type }: { type: string | null | undefined }) {
  const { label, variant } = storeTypeLabel(type);
  return <Badge variant={variant}>{label}</Badge>;
}

export function StoreStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, variant } = storeStatusLabel(status);
  return (
    <Badge variant={variant}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}
