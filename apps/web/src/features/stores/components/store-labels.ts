import type { Store, StoreStatus, StoreType } from '@portal/contract';
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

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** '$250', '$99.50': whole amounts without cents, as people write limits. */
export function ruleAmount(value: number): string {
  return Number.isInteger(value) ? wholeDollars.format(value) : cents.format(value);
}

/** 'Auto-approves under $250 · Budget $20,000/month'; null when the store has no rule (issue 22). */
export function approvalRulesText(
  store: Pick<Store, 'auto_approve_below' | 'monthly_budget'>,
): string | null {
  const parts = [
    store.auto_approve_below == null ? null : `Auto-approves under ${ruleAmount(store.auto_approve_below)}`,
    store.monthly_budget == null ? null : `Budget ${ruleAmount(store.monthly_budget)}/month`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
