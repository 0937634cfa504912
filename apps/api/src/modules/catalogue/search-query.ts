import type { Db } from '../../db/client';
import { countCodes, type TextMatch } from './match-repository';
import { findQueryLexemes, type Lexemes } from './search-repository';

const MAX_WORDS = 12;
/**
 * The word being typed (the last one) is looked up as the dictionary words it starts, when there
 * are at most this many; past that it stays a prefix (':*').
 */
export const PREFIX_EXPANSIONS = 16;

/** Trimmed, inner spaces collapsed: the form shown back and logged (lower-cased). */
export const normalizeQuery = (q: string) => q.trim().replace(/\s+/g, ' ');

/** Letters and digits runs only: what the tsquery is built from, so it can never be malformed. */
export const queryWords = (query: string) =>
  (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((w) => w.slice(0, 60));

/** The words search_words holds: 3 or more letters and digits, a letter among them (migration 0002). */
const inDictionaryForm = (word: string) => word.length >= 3 && /\p{L}/u.test(word);

/**
 * The ways one word may match, each a list of atoms that must all match. A word gluing letters
 * and digits ('iphone14') may also mean its parts ('iphone' and '14'); short parts are left alone,
 * as 's21' or 'a2890' are codes in their own right. `prefix` marks the word (or its last part) as
 * a prefix.
 */
export function alternativesOf(word: string, prefix: boolean): string[][] {
  const suffix = prefix ? ':*' : '';
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [word];
  const whole = [`${word}${suffix}`];
  if (parts.length < 2 || parts.some((part) => part.length < 2)) return [whole];
  return [whole, parts.map((part, i) => (i === parts.length - 1 ? `${part}${suffix}` : part))];
}

/**
 * One atom in both configurations: 'english' stems names and makers, 'simple' matches codes as
 * written. A stop word (no English lexeme) matches anything, as it did in the English reading.
 */
function atomForms(lexemes: Map<string, Lexemes>, atom: string): string[] | null {
  const found = lexemes.get(atom);
  if (!found || found.english === '') return null;
  return found.simple === '' || found.simple === found.english
    ? [found.english]
    : [found.english, found.simple];
}

const anyOf = (forms: string[]) => (forms.length === 1 ? (forms[0] as string) : `(${forms.join(' | ')})`);

/**
 * A word's alternatives ORed, each form once ('adhesive' and 'adhesives' are both 'adhes');
 * null when one of them is only stop words (the word matches anything).
 */
function wordQuery(lexemes: Map<string, Lexemes>, alternatives: string[][]): string | null {
  const forms = new Set<string>();
  for (const alternative of alternatives) {
    const atoms = alternative
      .map((atom) => atomForms(lexemes, atom))
      .filter((a): a is string[] => a !== null);
    if (atoms.length === 0) return null;
    if (atoms.length === 1) for (const form of atoms[0] as string[]) forms.add(form);
    else forms.add(`(${atoms.map(anyOf).join(' & ')})`);
  }
  return anyOf([...forms]);
}

/**
 * The tsquery of the words: every word, each in both configurations. The last word, when
 * `prefixLast` (it may be still typed), also matches the dictionary words it starts ('charg':
 * 'charger', 'charging'), read in the same round trip as the words' lexemes; with none, or more
 * than PREFIX_EXPANSIONS, it is a prefix. Why not always a prefix: GIN reads a prefix by
 * gathering every posting of every lexeme it starts, tens of milliseconds for a common word at a
 * million products ('screen:*'), where the words themselves are read in step with the others. A
 * bare number of one or two digits is matched as typed: as a prefix it would gather every SKU
 * serial number starting with it; one of three or more is a prefix (a serial being typed). `fewest` is read from the dictionary in the same round trip (see TextMatch), and `codes`, how many products carry the query as SKU or model (countCodes).
 */
export async function planTextMatch(
  db: Db,
  query: string,
  words: string[],
  prefixLast: boolean,
): Promise<{ match: TextMatch; codes: number }> {
  const exact = query.toLowerCase();
  const last = words.at(-1);
  if (last === undefined)
    return { match: { exact, tsquery: null, fewest: null }, codes: await countCodes(db, exact) };
  const expand = prefixLast && /\p{L}/u.test(last) ? last : null;
  // A number of 3 or more digits typed last is a SKU's serial being typed ('APL-BATT-000' for
  // APL-BATT-0001): a prefix, as few serials start with it; a shorter one is matched as typed.
  const serial = prefixLast && expand === null && /^\p{N}{3,}$/u.test(last);
  const alternatives = words.map((word, i) => alternativesOf(word, serial && i === words.length - 1));
  const prefixed = expand === null ? [] : alternativesOf(last, true);
  const atoms = new Set([...alternatives.flat(2), ...prefixed.flat()]);
  const { lexemes, expansions, codes } = await findQueryLexemes(db, {
    atoms: [...atoms],
    prefix: expand,
    maxWords: PREFIX_EXPANSIONS + 1,
    code: exact,
  });
  const fits = expansions.length > 0 && expansions.length <= PREFIX_EXPANSIONS;
  if (expand !== null) {
    alternatives[alternatives.length - 1] = fits
      ? [...(alternatives.at(-1) ?? []), ...expansions.filter((w) => w !== last).map((w) => [w])]
      : prefixed;
  }
  const countOf = (word: string) => lexemes.get(word)?.refs ?? 0;
  const counts = words.flatMap((word, i) => {
    if (!inDictionaryForm(word)) return [];
    if (expand === null || i < words.length - 1) return [countOf(word)];
    if (expansions.length > PREFIX_EXPANSIONS) return [Number.POSITIVE_INFINITY];
    return [[...new Set([last, ...expansions])].reduce((sum, w) => sum + countOf(w), 0)];
  });
  const fewest = counts.length > 0 ? Math.min(...counts) : null;
  const terms = alternatives.map((a) => wordQuery(lexemes, a)).filter((t): t is string => t !== null);
  return { match: { exact, tsquery: terms.length > 0 ? terms.join(' & ') : null, fewest }, codes };
}
