const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.50'; anything that is not a finite number (or numeric string) shows as '$0.00'. */
export function formatMoney(value: unknown): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return money.format(Number.isFinite(amount) ? amount : 0);
}

/** '1234.50' without the currency sign: for places that print the '$' themselves. */
export function formatAmount(value: unknown): string {
  return formatMoney(value).replace('$', '').replaceAll(',', '');
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jan 5, 2025' (US English); 'Invalid date' for anything unparseable. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : 'Invalid date';
}

/** 'Jan 5, 2025, 3:04 PM' (US English); 'Invalid date' for anything unparseable. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : 'Invalid date';
}

/** '1,234' */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}
