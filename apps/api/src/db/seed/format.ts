// Exact formatting from integers: money and weights never pass through float arithmetic on output.

/** 12345 -> '123.45' */
export function centsToMoney(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** 85 -> '0.085' (kilograms, three decimals, as numeric(10,3)). */
export function gramsToKg(grams: number): string {
  return `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, '0')}`;
}

/** Rounds a dollar amount to a shop-like price in cents: 89.99, 134.95, 4.45. */
export function shopPriceCents(dollars: number, ending: number): number {
  if (dollars < 10) return Math.max(95, Math.round(dollars * 20) * 5 - 5);
  const endings = [99, 95, 49, 0, 50];
  return Math.floor(dollars) * 100 + endings[ending % endings.length]!;
}

const ABBREVIATIONS: Record<string, string> = {
  iphone: 'IP',
  ipad: 'IPD',
  galaxy: '',
  apple: '',
  watch: 'W',
  macbook: 'MB',
  pro: 'P',
  max: 'M',
  plus: 'PL',
  '+': 'PL',
  ultra: 'U',
  mini: 'MN',
  lite: 'L',
  edition: '',
  controller: 'CTL',
  series: 'S',
};

/** 'iPhone 14 Pro' -> 'IP14P', 'Galaxy S23 Ultra' -> 'S23U': the model part of a SKU. */
export function modelAbbreviation(name: string): string {
  const words = name
    .replace(/\+/g, ' + ')
    .split(/[\s()"/-]+/)
    .filter(Boolean);
  const parts = words.map((word) => {
    const key = word.toLowerCase();
    if (key in ABBREVIATIONS) return ABBREVIATIONS[key];
    if (/\d/.test(word)) return word.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return word.slice(0, 2).toUpperCase();
  });
  return parts.join('').slice(0, 12) || 'GEN';
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
