/**
 * PostgreSQL's tsvector and tsquery text as this project reads them (search_vector::text, and the
 * tsqueries search-query.ts builds), and its lexeme order: the input of text-rank.ts, the port of
 * its matching and ts_rank_cd. Only quoted lexemes, ':*' prefixes, '&', '|' and parentheses are
 * read; for anything else (NOT, phrases, weight restrictions) parseTsquery returns null and the
 * caller asks PostgreSQL.
 */

export type QueryNode =
  | { kind: 'term'; lexeme: string; prefix: boolean; index: number }
  | { kind: 'and' | 'or'; children: QueryNode[] };

/** A parsed tsquery: its tree, and its operands in order (a term's `index` points into `terms`). */
export type TsQuery = { root: QueryNode; terms: { lexeme: string; prefix: boolean }[] };

/** One tsvector entry: its lexeme and positions (WordEntryPos values: weight << 14 | position). */
export type VectorEntry = { lexeme: string; positions: Uint16Array };

/** WordEntryPos: a position in the low 14 bits, its weight (0 = D ... 3 = A) in the top 2. */
export const POSITION_BITS = 14;
export const MAX_POSITION = (1 << POSITION_BITS) - 1;
export const positionOf = (wep: number) => wep & MAX_POSITION;
export const weightOf = (wep: number) => wep >> POSITION_BITS;

const NO_POSITIONS = new Uint16Array(0);

// ---------------------------------------------------------------------------------------------
// Lexeme order

/** A UTF-16 code unit's place in code point order: surrogates (astral characters) after U+FFFF. */
const unitRank = (unit: number) => (unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800);

/**
 * PostgreSQL's lexeme order (tsCompareString): UTF-8 bytes, a prefix before the words it starts.
 * That is code point order, which JavaScript's `<` (UTF-16 units) breaks only when an astral
 * character meets one of U+E000-U+FFFF (fullwidth letters, say). Vectors must be in this order:
 * lookups are binary searches, and it breaks ts_rank_cd's ties between lexemes at one position.
 */
export function compareLexemes(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return unitRank(x) - unitRank(y);
  }
  return a.length - b.length;
}

// ---------------------------------------------------------------------------------------------
// Text input

const QUOTE = 39;
const BACKSLASH = 92;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/** Walks a tsvector's or tsquery's text as PostgreSQL prints it. */
class Reader {
  at = 0;
  constructor(readonly text: string) {}

  skipSpaces() {
    while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) this.at++;
  }

  done() {
    return this.at >= this.text.length;
  }

  peek() {
    return this.text[this.at];
  }

  /**
   * A quoted lexeme ('o''brien'): '' stands for a quote, a backslash escapes the next character
   * (PostgreSQL's output doubles both). Null when there is no quote here or it is not closed.
   */
  quoted(): string | null {
    const { text } = this;
    if (text[this.at] !== "'") return null;
    let lexeme = '';
    let from = this.at + 1;
    for (let i = from; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) {
        lexeme += text.slice(from, i);
        from = ++i; // the escaped character starts the next run
      } else if (code === QUOTE) {
        lexeme += text.slice(from, i);
        if (text[i + 1] !== "'") {
          this.at = i + 1;
          return lexeme;
        }
        from = ++i; // '' : the second quote starts the next run
      }
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// tsvector

/** A weight letter's class (A 3, B 2, C 1, D 0, either case), or -1 for any other character. */
function weightClass(code: number): number {
  const upper = code & ~0x20;
  return upper >= 65 && upper <= 68 ? 68 - upper : -1;
}

let scratchPositions = new Uint16Array(256);

/** After the ':', positions as '1A,2,9C' (no letter: weight D), clamped at 16383 as PostgreSQL does. */
function readPositions(reader: Reader, text: string): number {
  let count = 0;
  do {
    reader.at++; // the ':' or ','
    const start = reader.at;
    let position = 0;
    for (
      let code = text.charCodeAt(reader.at);
      code >= 48 && code <= 57;
      code = text.charCodeAt(++reader.at)
    ) {
      position = Math.min(position * 10 + code - 48, MAX_POSITION);
    }
    if (reader.at === start || position === 0) throw new Error(`tsvector: bad position in ${text}`);
    const weight = weightClass(text.charCodeAt(reader.at));
    if (weight >= 0) reader.at++;
    if (count === scratchPositions.length) {
      const grown = new Uint16Array(count * 2);
      grown.set(scratchPositions);
      scratchPositions = grown;
    }
    scratchPositions[count++] = (Math.max(weight, 0) << POSITION_BITS) | position;
  } while (reader.peek() === ',');
  return count;
}

/**
 * A tsvector from its text as PostgreSQL prints it (`search_vector::text`), e.g.
 * `'14':3A 'batteri':2A,9C 'o''brien':4A 'stripped'`, its entries in PostgreSQL's order (already
 * so in PostgreSQL's output; sorted here otherwise). Throws on text PostgreSQL would not print.
 */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let sorted = true;
  visitTsvector(text, (lexeme, positions, count) => {
    const previous = entries.at(-1);
    if (previous !== undefined && compareLexemes(previous.lexeme, lexeme) >= 0) sorted = false;
    entries.push({ lexeme, positions: count === 0 ? NO_POSITIONS : positions.slice(0, count) });
  });
  return sorted ? entries : entries.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
}

/**
 * Each entry of a tsvector's text in the order written, its positions the first `count` of a
 * buffer that the next entry overwrites: the index copies them out, and 1.6 million entries (at
 * 100,000 products) allocate nothing each (a Uint16Array an entry cost a 90 ms collection).
 */
export function visitTsvector(
  text: string,
  visit: (lexeme: string, positions: Uint16Array, count: number) => void,
) {
  const reader = new Reader(text);
  for (reader.skipSpaces(); !reader.done(); reader.skipSpaces()) {
    const lexeme = reader.quoted();
    if (lexeme === null) throw new Error(`tsvector: expected a quoted lexeme in ${text}`);
    const count = reader.peek() === ':' ? readPositions(reader, text) : 0;
    visit(lexeme, scratchPositions, count);
  }
}

// ---------------------------------------------------------------------------------------------
// tsquery

/** A '&' or '|' node of the children, flattened ('a & (b & c)' is 'a & b & c': the same truth). */
function combine(kind: 'and' | 'or', children: QueryNode[]): QueryNode {
  if (children.length === 1) return children[0] as QueryNode;
  const flat = children.flatMap((child) => (child.kind === kind ? child.children : [child]));
  return { kind, children: flat };
}

/** Recursive descent over the operators ported: '|' below '&' below parentheses and operands. */
class QueryParser extends Reader {
  readonly terms: { lexeme: string; prefix: boolean }[] = [];

  /** Operands or groups joined by `operator`, each read by `operand`; null on anything else. */
  private joined(operator: string, kind: 'and' | 'or', operand: () => QueryNode | null): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const child = operand();
      if (child === null) return null;
      children.push(child);
      this.skipSpaces();
      if (this.peek() !== operator) return combine(kind, children);
      this.at++;
    }
  }

  or(): QueryNode | null {
    return this.joined('|', 'or', () => this.and());
  }

  and(): QueryNode | null {
    return this.joined('&', 'and', () => this.primary());
  }

  /** A parenthesized group or an operand. '!', '<->', '<N>' and bare words end up here: null. */
  primary(): QueryNode | null {
    this.skipSpaces();
    if (this.peek() !== '(') return this.operand();
    this.at++;
    const group = this.or();
    this.skipSpaces();
    if (group === null || this.peek() !== ')') return null;
    this.at++;
    return group;
  }

  /** 'lexeme', 'lexeme':* ; a weight restriction ('a':A, 'a':*AB) is not ported: null. */
  operand(): QueryNode | null {
    const lexeme = this.quoted();
    if (lexeme === null || lexeme === '') return null;
    let prefix = false;
    if (this.peek() === ':') {
      this.at++;
      if (this.peek() !== '*') return null;
      this.at++;
      prefix = true;
      if (weightClass(this.text.charCodeAt(this.at)) >= 0) return null;
    }
    const index = this.terms.length;
    this.terms.push({ lexeme, prefix });
    return { kind: 'term', lexeme, prefix, index };
  }
}

/**
 * A tsquery from its text: what to_tsquery(...)::text prints, joined with ' & ', ' | ' and
 * parentheses as search-query.ts does. Null for a query this port does not answer exactly
 * (NOT, phrase operators, weight restrictions, unquoted words, malformed text).
 */
export function parseTsquery(text: string): TsQuery | null {
  const parser = new QueryParser(text);
  const root = parser.or();
  parser.skipSpaces();
  if (root === null || !parser.done()) return null;
  return { root, terms: parser.terms };
}
