import type { OrderStatus } from '@portal/contract';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** 'Pending', 'Approved', ... in the status colours of spec section 4. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus | string;
  className?: string;
}) {
  return (
    <Badge variant={statusBadgeVariant(status)} className={cn(className)}>
      {statusLabel(status)}
    </Badge>
  );
}
