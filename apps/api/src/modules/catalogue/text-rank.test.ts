import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/random';
import { cLog } from './c-log';
import { alternativesOf } from './search-query';
import { matches, rankCd } from './text-rank';
import { compareLexemes, parseTsquery, parseTsvector, type TsQuery, type VectorEntry } from './ts-text';

// text-rank.ts against the database itself: PostgreSQL builds the vectors and answers @@ and
// ts_rank_cd for a few thousand seeded cases, and the port must give the same boolean and the
// same float4, bit for bit (the in-memory search orders by that rank, ties broken by id).

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  // to_tsquery('english', 'the') says NOTICE: the query is only stop words. Expected here.
  await db.exec('set client_min_messages = warning');
});

afterAll(async () => {
  await db.close();
});

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

// Product-like words: stems shared ('batteri'), prefixes shared ('charg', 'scre'), codes mixing
// letters and digits, stop words, hyphens, accents and fullwidth letters.
const WORDS = [
  'battery',
  'batteries',
  'charger',
  'charging',
  'charge',
  'charged',
  'cable',
  'cables',
  'screen',
  'screens',
  'screwdriver',
  'protector',
  'protection',
  'adapter',
  'adhesive',
  'adhesives',
  'drill',
  'drilling',
  'driver',
  'phone',
  'iphone',
  'iPhone14',
  'iphone-14',
  'galaxy',
  's21',
  'a2890',
  'usb',
  'usb-c',
  'wireless',
  'fast',
  'pack',
  'case',
  'cases',
  'glass',
  'tempered',
  'replacement',
  'kit',
  'tool',
  'tools',
  'black',
  '14',
  '15',
  '100w',
  'pro',
  'max',
  'the',
  'for',
  'with',
  'and',
  'crème',
  'café',
  'ｆｕｌｌ',
];
const MAKERS = [
  'Apple',
  'Samsung',
  'Bosch',
  'Makita',
  "O'Brien & Sons",
  'DeWalt',
  'Crème Tools',
  'Café Supply',
];
const CATEGORIES = ['Phone Parts', 'Batteries', 'Chargers', 'Power Tools', 'Screen Protectors', 'Adhesives'];
const ABSENT = ['zebra', 'qwerty', 'xylophone', 'kettle'];

// Lexemes for vectors written directly: prefixes of each other, quotes and backslashes, and
// characters on both sides of the UTF-16 / UTF-8 order difference (U+FF46 and U+1D49C).
const LITERAL_LEXEMES = [
  'a',
  'ab',
  'abc',
  'abd',
  'b',
  'ba',
  'bat',
  'batteri',
  "o'brien",
  'x\\y',
  'é',
  'ｆｕ',
  '𝒜',
  '𝒜b',
];

type Case = { name: string; code: string; maker: string; categories: string; literal: string; query: string };

/** A product's name: a few words, sometimes many (positions past 100), words often repeated. */
function productName(random: Random): string {
  const length = random() < 0.15 ? between(random, 20, 120) : between(random, 1, 10);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    words.push(words.length > 0 && random() < 0.2 ? pick(random, words) : pick(random, WORDS));
  }
  return words.join(' ');
}

/** What search-query.ts reads of a query: lower-case runs of letters and digits. */
const queryWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words a query asks for: mostly the product's own, some others, some in no product. */
function chooseWords(random: Random, name: string): string[] {
  const own = queryWords(name);
  const words: string[] = [];
  for (let i = between(random, 1, 4); i > 0; i--) {
    const r = random();
    const word =
      r < 0.7 && own.length > 0 ? pick(random, own) : r < 0.95 ? pick(random, WORDS) : pick(random, ABSENT);
    words.push(...queryWords(word));
  }
  if (random() < 0.1) words.push(pick(random, words));
  return words.slice(0, 5);
}

type Forms = Map<string, { english: string; simple: string }>;

const anyOf = (forms: string[]) => (forms.length === 1 ? (forms[0] as string) : `(${forms.join(' | ')})`);

/** An atom in both configurations, as search-query.ts joins them; null for a stop word. */
function atomQuery(forms: Forms, atom: string): string[] | null {
  const found = forms.get(atom);
  if (!found || found.english === '') return null;
  return found.simple === '' || found.simple === found.english
    ? [found.english]
    : [found.english, found.simple];
}

/** search-query.ts's tsquery for the words (planTextMatch without the dictionary's expansions). */
function projectQuery(forms: Forms, alternatives: string[][][]): string {
  const terms = alternatives.flatMap((word) => {
    const options = new Set<string>();
    for (const alternative of word) {
      const atoms = alternative
        .map((atom) => atomQuery(forms, atom))
        .filter((a): a is string[] => a !== null);
      if (atoms.length === 0) return [];
      if (atoms.length === 1) for (const form of atoms[0] as string[]) options.add(form);
      else options.add(`(${atoms.map(anyOf).join(' & ')})`);
    }
    return [anyOf([...options])];
  });
  return terms.join(' & ');
}

/** A random '&' / '|' expression over `operand`s: nested groups, or a chain relying on precedence. */
function randomShape(random: Random, operand: () => string, depth: number): string {
  if (depth === 0 || random() < 0.3) return operand();
  const parts = Array.from({ length: between(random, 2, 4) }, () => randomShape(random, operand, depth - 1));
  if (random() < 0.4) {
    return parts.reduce((chain, part) => `${chain} ${random() < 0.5 ? '&' : '|'} ${part}`);
  }
  return `(${parts.join(random() < 0.5 ? ' & ' : ' | ')})`;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsvector literal: lexemes crowded on a few positions (several at one), weights, stripped entries. */
function literalVector(random: Random): string {
  const entries: string[] = [];
  for (let i = between(random, 1, 8); i > 0; i--) {
    const lexeme = quote(pick(random, LITERAL_LEXEMES));
    if (random() < 0.15) {
      entries.push(lexeme);
      continue;
    }
    const far = random() < 0.1;
    const positions = Array.from({ length: between(random, 1, 5) }, () => {
      const position = far ? between(random, 16378, 16400) : between(random, 1, 12);
      return `${position}${pick(random, ['', 'A', 'B', 'C', 'D'])}`;
    });
    entries.push(`${lexeme}:${positions.join(',')}`);
  }
  return entries.join(' ');
}

const literalOperand = (random: Random) => () =>
  `${quote(pick(random, LITERAL_LEXEMES))}${random() < 0.3 ? ':*' : ''}`;

/**
 * The cases: products as the trigger indexes them, queried the way search-query.ts builds
 * queries (and in random shapes over the same lexemes), and vectors written directly.
 */
async function buildCases(count: number): Promise<Case[]> {
  const random = createRandom(20240607, 'text-rank').next;
  const products = Array.from({ length: Math.round(count * 0.7) }, () => {
    const name = productName(random);
    const words = chooseWords(random, name);
    const prefixLast = random() < 0.4;
    const alternatives = words.map((word, i) => alternativesOf(word, prefixLast && i === words.length - 1));
    return { name, alternatives, shaped: random() < 0.3 };
  });
  const atoms = [...new Set(products.flatMap((p) => p.alternatives.flat(2)))];
  const result = await db.query<{ atom: string; english: string; simple: string }>(
    `select a as atom, to_tsquery('english', a)::text as english, to_tsquery('simple', a)::text as simple
      from unnest($1::text[]) a`,
    [atoms],
  );
  const forms: Forms = new Map(result.rows.map((r) => [r.atom, r]));
  const lexemeTexts = [...new Set(result.rows.flatMap((r) => [r.english, r.simple]).filter((t) => t !== ''))];
  const cases: Case[] = [];
  for (const product of products) {
    const query = product.shaped
      ? randomShape(random, () => pick(random, lexemeTexts), 3)
      : projectQuery(forms, product.alternatives);
    if (query === '') continue;
    const code = `${pick(random, ['APL', 'SAM', 'BOS'])}-BATT-${between(random, 0, 9999)} A${between(random, 1000, 2999)}`;
    const maker = pick(random, MAKERS);
    const categories = Array.from({ length: between(random, 1, 3) }, () => pick(random, CATEGORIES)).join(
      ' ',
    );
    cases.push({ name: product.name, code, maker, categories, literal: '', query });
  }
  while (cases.length < count) {
    const query = randomShape(random, literalOperand(random), 3);
    cases.push({ name: '', code: '', maker: '', categories: '', literal: literalVector(random), query });
  }
  return cases;
}

type Answer = { vector: string; lexemes: string[]; matched: boolean; rank: number; reprinted: string };

/** PostgreSQL's vector (as the trigger makes it, or the literal), @@ and ts_rank_cd(v, q, 1). */
const ANSWERS = `
  select x.v::text as vector, tsvector_to_array(x.v) as lexemes, x.v @@ x.q as matched,
    ts_rank_cd(x.v, x.q, 1)::float8 as rank, x.q::text as reprinted
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) with ordinality
    as c(name, code, maker, categories, literal, query, n)
  cross join lateral (
    select c.query::tsquery as q, coalesce(nullif(c.literal, '')::tsvector,
      setweight(to_tsvector('english', c.name), 'A') ||
      setweight(to_tsvector('simple', c.code), 'A') ||
      setweight(to_tsvector('english', c.maker), 'B') ||
      setweight(to_tsvector('english', c.categories), 'C')) as v
  ) x
  order by c.n`;

async function answersFor(cases: Case[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let from = 0; from < cases.length; from += 400) {
    const batch = cases.slice(from, from + 400);
    const columns = (['name', 'code', 'maker', 'categories', 'literal', 'query'] as const).map((key) =>
      batch.map((c) => c[key]),
    );
    const result = await db.query<Answer>(ANSWERS, columns);
    answers.push(...result.rows);
  }
  return answers;
}

/** ts_rank_cd's document length (cnt_length): every position, or 1 for an entry without. */
const lengthOf = (vector: VectorEntry[]) =>
  vector.reduce((sum, entry) => sum + Math.max(1, entry.positions.length), 0);

/** The entries some operand of the query names, in the vector's order (what search-index.ts passes). */
const namedEntries = (query: TsQuery, vector: VectorEntry[]) =>
  vector.filter((entry) =>
    query.terms.some((t) => (t.prefix ? entry.lexeme.startsWith(t.lexeme) : entry.lexeme === t.lexeme)),
  );

describe('text-rank', () => {
  it('matches and ranks as PostgreSQL does, float4 for float4, on a few thousand seeded cases', async () => {
    const cases = await buildCases(4000);
    const answers = await answersFor(cases);
    let compared = 0;
    let unsupported = 0;
    cases.forEach((c, i) => {
      const answer = answers[i] as Answer;
      const label = `${answer.vector} @@ ${c.query}`;
      const vector = parseTsvector(answer.vector);
      expect(
        vector.map((entry) => entry.lexeme),
        label,
      ).toEqual(answer.lexemes);
      for (const text of [c.query, answer.reprinted]) {
        const query = parseTsquery(text);
        if (query === null) {
          // to_tsquery makes a phrase of a word it splits: PostgreSQL answers those.
          expect(text, label).toMatch(/<->|<\d+>|!/);
          unsupported++;
          continue;
        }
        expect(matches(query, vector), label).toBe(answer.matched);
        expect(rankCd(query, vector), label).toBe(answer.rank);
        // As the index ranks: only the entries the query names, with the whole document's length.
        expect(rankCd(query, namedEntries(query, vector), lengthOf(vector)), label).toBe(answer.rank);
        compared++;
      }
    });
    expect(cases.length).toBe(4000);
    expect(unsupported).toBeLessThan(compared / 20);
    expect(answers.filter((a) => a.matched).length).toBeGreaterThan(1000);
  });

  it('keeps the lexemes in PostgreSQL order, astral characters after U+FFxx as in UTF-8', async () => {
    const lexemes = ['b', 'ab', 'a', 'ｆｕ', '𝒜', 'é', 'abc', "o'brien", 'x\\y', '𝒜b', 'z'];
    const result = await db.query<{ lexemes: string[] }>(
      'select tsvector_to_array(array_to_tsvector($1::text[])) as lexemes',
      [lexemes],
    );
    const expected = result.rows[0]?.lexemes;
    expect([...lexemes].sort(compareLexemes)).toEqual(expected);
  });

  it("divides by C's log(1 + length), not Math.log's: PostgreSQL's ln() for every length to 20,000", async () => {
    const result = await db.query<{ n: number; ln: number }>(
      `select n, ln(n::float8) as ln from generate_series(2, 20001) n
        union all select n, ln(n::float8) from unnest(array[136837, 141614, 147674]) n`,
    );
    expect(result.rows.filter((row) => cLog(row.n) !== row.ln)).toEqual([]);
    expect(result.rows.filter((row) => Math.log(row.n) !== row.ln).length).toBeGreaterThan(100);
  });

  it('reads the tsvector text PostgreSQL prints', () => {
    const vector = parseTsvector(
      "'14':3A 'appl':6B 'batteri':2A,9C 'iphon':1A 'o''brien':4A 'x\\\\y' 'z':16383",
    );
    expect(vector.map((e) => [e.lexeme, [...e.positions]])).toEqual([
      ['14', [(3 << 14) | 3]],
      ['appl', [(2 << 14) | 6]],
      ['batteri', [(3 << 14) | 2, (1 << 14) | 9]],
      ['iphon', [(3 << 14) | 1]],
      ["o'brien", [(3 << 14) | 4]],
      ['x\\y', []],
      ['z', [16383]],
    ]);
  });

  it('leaves to PostgreSQL the queries it does not port', () => {
    for (const text of [
      "'a' <-> 'b'",
      "!'a'",
      "'a' & !'b'",
      "'a' <2> 'b'",
      "'a':A",
      "'a':*AB",
      'a & b',
      "'a' &",
      "('a' | 'b'",
      "'a' 'b'",
      '',
    ]) {
      expect(parseTsquery(text), text).toBeNull();
    }
    expect(parseTsquery("'iphon' & ( 'batteri' | 'battery' ) & 'charg':*")?.terms).toEqual([
      { lexeme: 'iphon', prefix: false },
      { lexeme: 'batteri', prefix: false },
      { lexeme: 'battery', prefix: false },
      { lexeme: 'charg', prefix: true },
    ]);
  });
});
