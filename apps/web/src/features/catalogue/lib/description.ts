/**
 * Product descriptions may hold an HTML bullet list (spec section 3). They are read as text only:
 * the items are extracted and rendered as React text nodes, never as HTML.
 */
export type ProductDescription =
  | { kind: 'features'; intro: string; features: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  deg: '°',
  times: '×',
  trade: '™',
  reg: '®',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** Tags removed, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  const withoutHidden = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withBreaks = withoutHidden.replace(/<\s*(br|\/p|\/li|\/div)\b[^>]*>/gi, ' ');
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The list items of the first bullet list, and the text before it, as plain text. */
export function parseDescription(description: string | null | undefined): ProductDescription {
  const source = description ?? '';
  const list = /<ul\b[^>]*>([\s\S]*?)<\/ul\s*>/i.exec(source);
  if (list) {
    const features = [...(list[1] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)(?=<li\b|<\/li\s*>|$)/gi)]
      .map((match) => htmlToText(match[1] ?? ''))
      .filter((text) => text !== '');
    if (features.length > 0) {
      return { kind: 'features', intro: htmlToText(source.slice(0, list.index)), features };
    }
  }
  const text = htmlToText(source);
  return text === '' ? { kind: 'none' } : { kind: 'text', text };
}

/** The spec's fallback when there is no description: manufacturer plus model, then a stock line. */
export function fallbackDescription(manufacturer: string | null, model: string | null): string {
  const parts = [manufacturer, model].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : 'High-quality product with excellent specifications.';
}
