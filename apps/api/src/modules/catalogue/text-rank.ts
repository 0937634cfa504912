/**
 * PostgreSQL's full-text match (tsvector @@ tsquery) and ts_rank_cd(vector, query, 1), ported from
 * its C source (src/backend/utils/adt/tsvector_op.c and tsrank.c; checked against 15 and 18) so
 * that the catalogue held in memory finds and orders exactly the products PostgreSQL would,
 * float4 ties included. Only the tsqueries this project builds (search-query.ts) are ported:
 * quoted lexemes, ':*' prefixes, '&', '|' and parentheses. For anything else (NOT, phrases, weight
 * restrictions) parseTsquery returns null and the caller asks PostgreSQL.
 */

import { cLog } from './c-log';
import {
  compareLexemes,
  POSITION_BITS,
  positionOf,
  type QueryNode,
  type TsQuery,
  type VectorEntry,
  weightOf,
} from './ts-text';

export { compareLexemes, parseTsquery, parseTsvector } from './ts-text';
export type { QueryNode, TsQuery, VectorEntry };

/**
 * 1 / weight for D, C, B, A: tsrank.c keeps the default weights {0.1, 0.2, 0.4, 1.0} as float4
 * and divides in double (calc_rank_cd's invws).
 */
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map((weight) => 1 / Math.fround(weight));

/** The first entry not before `lexeme` (for a prefix, the first of the entries it starts, if any). */
function lowerBound(vector: VectorEntry[], lexeme: string): number {
  let low = 0;
  let high = vector.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes((vector[middle] as VectorEntry).lexeme, lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether an operand names an entry's lexeme: itself, or for a prefix any lexeme it starts. */
const names = (term: { lexeme: string; prefix: boolean }, lexeme: string) =>
  term.prefix ? lexeme.startsWith(term.lexeme) : lexeme === term.lexeme;

/** The document length ts_rank_cd divides by (cnt_length): every position, or 1 for an entry without. */
function documentLength(vector: VectorEntry[]): number {
  let length = 0;
  for (const entry of vector) length += entry.positions.length === 0 ? 1 : entry.positions.length;
  return length;
}

/** The query's truth given each operand's (TS_execute without NOT or phrases: plain and/or). */
function evaluate(node: QueryNode, present: Uint8Array): boolean {
  if (node.kind === 'term') return present[node.index] === 1;
  if (node.kind === 'and') {
    for (const child of node.children) if (!evaluate(child, present)) return false;
    return true;
  }
  for (const child of node.children) if (evaluate(child, present)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Scratch space: the index matches and ranks thousands of vectors a search, so these are kept and
// grown rather than allocated per call (nothing here is re-entered).

let present = new Uint8Array(16);
let keys = new Float64Array(256);
let docPositions = new Uint16Array(256);
let docStarts = new Int32Array(257);
let docItems = new Int32Array(256);

/** `present` with room for `size` operands, all cleared. */
function clearedPresent(size: number): Uint8Array {
  if (present.length < size) present = new Uint8Array(size * 2);
  present.fill(0, 0, size);
  return present;
}

/** `keys` with room for `size`, what was written kept. */
function keysFor(size: number): Float64Array {
  if (keys.length < size) {
    const grown = new Float64Array(size * 2);
    grown.set(keys);
    keys = grown;
  }
  return keys;
}

/** The document arrays with room for `size` entries (their contents are rewritten). */
function reserveDocument(size: number) {
  if (docItems.length >= size) return;
  docPositions = new Uint16Array(size * 2);
  docStarts = new Int32Array(size * 2 + 1);
  docItems = new Int32Array(size * 2);
}

// ---------------------------------------------------------------------------------------------
// tsvector @@ tsquery

/**
 * tsvector @@ tsquery (ts_match_vq with checkcondition_str): an operand is present when the
 * vector holds its lexeme, or for a prefix any lexeme it starts, with positions or without.
 */
export function matches(query: TsQuery, vector: VectorEntry[]): boolean {
  const found = clearedPresent(query.terms.length);
  query.terms.forEach((term, index) => {
    const at = lowerBound(vector, term.lexeme);
    if (at < vector.length && names(term, (vector[at] as VectorEntry).lexeme)) found[index] = 1;
  });
  return evaluate(query.root, found);
}

// ---------------------------------------------------------------------------------------------
// ts_rank_cd

/**
 * get_docrep's first half: every position of every entry an operand names (entries without
 * positions are skipped), as one number that sorts as compareDocR does: by position, then weight,
 * then entry; the operand last, to be grouped. Exact while 2^16 x entries x operands < 2^53.
 * Returns how many were written to `keys`.
 */
function collectOccurrences(query: TsQuery, vector: VectorEntry[]): number {
  const items = query.terms.length;
  let count = 0;
  query.terms.forEach((term, item) => {
    for (let e = lowerBound(vector, term.lexeme); e < vector.length; e++) {
      const entry = vector[e] as VectorEntry;
      if (!names(term, entry.lexeme)) break;
      const out = keysFor(count + entry.positions.length);
      for (const wep of entry.positions) {
        const slot = positionOf(wep) * 4 + weightOf(wep);
        out[count++] = (slot * vector.length + e) * items + item;
      }
      if (!term.prefix) break;
    }
  });
  return count;
}

/**
 * get_docrep's second half: the occurrences sorted, those of one entry at one position joined
 * into one document item with the operands it satisfies (a lexeme twice in the query, or both
 * 'charg' and 'charg':*). Fills docPositions, docStarts and docItems; returns the item count.
 */
function buildDocument(count: number, items: number, entries: number): number {
  const sorted = keys.subarray(0, count).sort();
  reserveDocument(count);
  let size = 0;
  let previous = -1;
  for (let k = 0; k < count; k++) {
    const key = sorted[k] as number;
    const item = key % items;
    const group = (key - item) / items;
    if (group !== previous) {
      const slot = (group - (group % entries)) / entries;
      docPositions[size] = ((slot & 3) << POSITION_BITS) | (slot >> 2);
      docStarts[size] = k;
      size++;
      previous = group;
    }
    docItems[k] = item;
  }
  docStarts[size] = count;
  return size;
}

/** fillQueryRepresentationData without positions (no phrases here): the item's operands are present. */
function markPresent(found: Uint8Array, index: number) {
  for (let k = docStarts[index] as number; k < (docStarts[index + 1] as number); k++) {
    found[docItems[k] as number] = 1;
  }
}

/** One cover's share of the rank: its weights' harmonic mean over 1 + the words between (nNoise). */
function coverWeight(begin: number, end: number): number {
  let inverseSum = 0;
  for (let k = begin; k <= end; k++) {
    inverseSum += INVERSE_WEIGHTS[weightOf(docPositions[k] as number)] as number;
  }
  const cpos = (end - begin + 1) / inverseSum;
  const p = positionOf(docPositions[begin] as number);
  const q = positionOf(docPositions[end] as number);
  // Positions stop at 16383, so in a long document q - p may undercount: half the cover instead.
  let noise = q - p - (end - begin);
  if (noise < 0) noise = Math.trunc((end - begin) / 2);
  return cpos / (1 + noise);
}

/**
 * calc_rank_cd's loop over Cover (its tail recursion as a loop): from `start`, walk forward until
 * the items seen satisfy the query (that item ends the cover), then from there walk back until
 * the items seen satisfy it again (that one begins it); the next cover is sought after its begin.
 */
function sumCovers(query: TsQuery, size: number): number {
  const items = query.terms.length;
  let total = 0;
  let start = 0;
  for (;;) {
    let found = clearedPresent(items);
    let end = -1;
    for (let i = start; i < size; i++) {
      markPresent(found, i);
      if (!evaluate(query.root, found)) continue;
      if (positionOf(docPositions[i] as number) > 0) end = i;
      break;
    }
    if (end < 0) return total;
    found = clearedPresent(items);
    let begin = end;
    while (begin >= start) {
      markPresent(found, begin);
      if (evaluate(query.root, found)) break;
      begin--;
    }
    if (
      begin >= start &&
      positionOf(docPositions[begin] as number) <= positionOf(docPositions[end] as number)
    ) {
      total += coverWeight(begin, end);
      start = begin + 1;
    } else {
      start++;
    }
  }
}

/**
 * ts_rank_cd(vector, query, 1) as PostgreSQL returns it, a float4: the covers' weights summed in
 * double, divided by log(1 + document length). `length` is the whole document's (cnt_length);
 * pass it when `vector` holds only some entries (the query's), in the same relative order.
 */
export function rankCd(query: TsQuery, vector: VectorEntry[], length = documentLength(vector)): number {
  const count = collectOccurrences(query, vector);
  if (count === 0) return 0;
  const size = buildDocument(count, query.terms.length, vector.length);
  return Math.fround(sumCovers(query, size) / cLog(length + 1));
}
