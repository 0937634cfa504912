import type { StoreStatus, StoreType } from '@portal/contract';
import type { BadgeVariant } from '@/components/ui/badge';

export const STORE_TYPE_OPTIONS: { value: StoreType; label: string }[] = [
  { value: 'owned', label: 'Owned' },
  { value: 'franchise', label: 'Franchise' },
];

export const STORE_STATUS_OPTIONS: { value: StoreStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'maintenance', label: 'Maintenance' },
];

const typeLabels: Record<string, { label: string; variant: BadgeVariant }> = {
  owned: { label: 'Owned', variant: 'info' },
  franchise: { label: 'Franchise', variant: 'purple' },
};

const statusLabels: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'neutral' },
  maintenance: { label: 'Maintenance', variant: 'orange' },
};

/** Spec section 4: a status the screen does not know shows 'Unknown'. */
export function storeStatusLabel(status: string | null | undefined) {
  return statusLabels[status ?? ''] ?? { label: 'Unknown', variant: 'outline' as const };
}

export function storeTypeLabel(type: string | null | undefined) {
  return typeLabels[type ?? ''] ?? { label: 'Unknown', variant: 'outline' as const };
}

/** '1 member', '3 members'. */
export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}
