import type { AuditEntity } from '@portal/contract';

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  store: 'Store',
  member: 'Member',
  product: 'Product',
  category: 'Category',
  import: 'Product import',
  settings: 'Settings',
  order: 'Order',
  session: 'Sign-in',
  mfa: 'Two-factor sign-in',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  create_invited: 'Created with an invitation',
  update: 'Changed',
  delete: 'Deleted',
  deactivate: 'Deactivated',
  update_image: 'Image changed',
  assign_store: 'Store assigned',
  invite: 'Invitation sent',
  import: 'Imported',
  sign_in: 'Signed in',
  mfa_enable: 'Turned on',
  mfa_disable: 'Turned off',
  approve: 'Approved',
  auto_approve: 'Approved automatically',
  reject: 'Rejected',
  ship: 'Shipped',
  deliver: 'Delivered',
  cancel: 'Cancelled',
  password_change: 'Password changed',
};

/** 'Changed', 'Approved automatically'; an unknown action reads as its own words. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replaceAll('_', ' ');

/** A value in the diff as text: '—' for none, JSON for lists and objects. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'store_name' -> 'Store name' */
export const fieldLabel = (field: string) => {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
