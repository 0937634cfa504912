import type { AdminOrderStatusFilter } from '../api/admin-order-keys';

/** The status filter's choices (spec section 2, Admin Order Management). */
export const STATUS_FILTER_OPTIONS: { value: AdminOrderStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'rejected', label: 'Rejected' },
];

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export const orderPath = (id: number) => `/admin/orders/${id}`;

/**
 * The approve buttons' green. The shell's `success` button variant gives white text only 3.5:1
 * contrast; emerald-700 keeps 5.5:1 (WCAG AA).
 */
export const APPROVE_BUTTON_CLASS = 'bg-emerald-700 text-white hover:bg-emerald-700/90';
