import { Badge, statusBadgeVariant } from '@/components/ui/badge';

/** An order's status in the colours of spec section 4. */
export function DashboardStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>
  );
}
