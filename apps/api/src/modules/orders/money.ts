// Order totals are computed in integer cents: a numeric(12,2) price times 99 stays far below 2^53.

/** '19.99' -> 1999, '-0.5' -> -50. Parses the database's decimal string, never through a float. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** 7099 -> '70.99'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
