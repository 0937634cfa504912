import type { OrderDetail } from '@portal/contract';

/** What a document prints for a value an (older) order does not have. */
export const DASH = '—';

/** An invoice number as printed: INV-000042 (the same format as the orders module's). */
export const invoiceNumberOf = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/**
 * An exact decimal string as money: '1234.5' → '$1,234.50', '-3.00' → '-$3.00'. The string is
 * formatted, never turned into a float; a value that is not a decimal is printed as it is.
 */
export function moneyOf(value: string | null): string {
  if (value === null) return DASH;
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', digits = '0', fraction = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.length <= 2 ? fraction.padEnd(2, '0') : fraction;
  return `${sign}$${whole}.${cents}`;
}

/** True for an amount such as '0', '0.00' or '-0.0'. */
export const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value.trim());

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A timestamp (ISO) or a calendar date (YYYY-MM-DD) as 'Jun 11, 2025' (UTC); null as a dash. */
export function dateOf(value: string | Date | null): string {
  if (value === null) return DASH;
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? String(value) : dateFormat.format(parsed);
}

/** Blank and absent values alike print as a dash. */
export const textOf = (value: string | null | undefined) => value?.trim() || DASH;

/** Where the goods go: the order's delivery address when it has one, else the store's address. */
export function deliveryAddressOf(order: Pick<OrderDetail, 'shipping_address' | 'store_address'>): string {
  const a = order.shipping_address;
  if (a) {
    const place = [a.state, a.postal_code].filter(Boolean).join(' ');
    const lines = [a.street, [a.city, place].filter(Boolean).join(', '), a.country];
    const text = lines.filter(Boolean).join('\n');
    if (text) return text;
  }
  return textOf(order.store_address);
}

/** The store as printed: its name and code. */
export function storeOf(order: Pick<OrderDetail, 'store_name' | 'store_id'>): string {
  const name = textOf(order.store_name);
  return order.store_id ? `${name} (${order.store_id})` : name;
}

/** A file name for the download, from the order number (safe characters only). */
export const fileNameOf = (kind: string, orderNumber: string) =>
  `${kind}-${orderNumber.replace(/[^\w.-]/g, '_')}.pdf`;
