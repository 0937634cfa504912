import { compareLexemes, type QueryNode, type TsQuery, type VectorEntry, visitTsvector } from './ts-text';

/**
 * The held catalogue's search vectors as postings (decision 007, "Search from the copy"): for
 * every lexeme, the slots of the products whose vector holds it, ascending (slot 0 is the newest
 * product), each with its positions. Compressed sparse rows: one list of lexemes, sorted, and for
 * lexeme k its postings at [starts[k], starts[k + 1]) of `slots` and `positionStarts`; a posting's
 * positions are `positions` from its start to the next posting's start. At 100,000 products that
 * is a few million numbers in six typed arrays, not millions of objects.
 */
export type SearchIndex = {
  lexemes: string[];
  /** A lexeme's number as first seen; `sorted` turns it into its place in `lexemes`. */
  ids: Map<string, number>;
  sorted: Int32Array;
  starts: Int32Array;
  slots: Int32Array;
  positionStarts: Int32Array;
  positions: Uint16Array;
  /** Each slot's document length as ts_rank_cd counts it (positions, or 1 for an entry without). */
  lengths: Int32Array;
  /**
   * The same postings by slot: slot s's entries are [docStarts[s], docStarts[s + 1]) of
   * `docLexemes` (their lexemes' places in `lexemes`, ascending) and `docPostings` (each entry's
   * posting, for its positions). Ranking reads a product's entries here, whatever the number of
   * lexemes a prefix names ('b:*' names thousands).
   */
  docStarts: Int32Array;
  docLexemes: Int32Array;
  docPostings: Int32Array;
};

/** Grows a typed array by doubling; `view()` is what was written. */
function growable<T extends Int32Array | Uint16Array>(make: (size: number) => T) {
  let data = make(1024);
  let length = 0;
  return {
    push(value: number) {
      if (length === data.length) {
        const next = make(data.length * 2);
        next.set(data);
        data = next;
      }
      data[length++] = value;
    },
    get length() {
      return length;
    },
    view: () => data.subarray(0, length) as T,
  };
}

/**
 * Collects vectors slot by slot (0, 1, 2... in that order), then packs them: a counting sort by
 * lexeme keeps each lexeme's slots ascending, as they were added.
 */
export function createSearchIndexBuilder() {
  const ids = new Map<string, number>();
  const lexemes: string[] = [];
  const entryLexemes = growable((n) => new Int32Array(n));
  const entrySlots = growable((n) => new Int32Array(n));
  const entryStarts = growable((n) => new Int32Array(n));
  const positions = growable((n) => new Uint16Array(n));
  const lengths = growable((n) => new Int32Array(n));

  return {
    /** A slot's search vector, as PostgreSQL prints it (search_vector::text). */
    add(slot: number, vector: string) {
      if (slot !== lengths.length) throw new Error(`search index: slot ${slot} added out of order`);
      let length = 0;
      visitTsvector(vector, (lexeme, found, count) => {
        let id = ids.get(lexeme);
        if (id === undefined) {
          id = lexemes.length;
          ids.set(lexeme, id);
          lexemes.push(lexeme);
        }
        entryLexemes.push(id);
        entrySlots.push(slot);
        entryStarts.push(positions.length);
        for (let k = 0; k < count; k++) positions.push(found[k] as number);
        length += count === 0 ? 1 : count;
      });
      lengths.push(length);
    },
    /** Packs what was added; `pause` lets other work run between the steps (a few ms each). */
    build(pause: () => Promise<void> = async () => {}): Promise<SearchIndex> {
      return pack({ ids, lexemes, entryLexemes, entrySlots, entryStarts, positions, lengths }, pause);
    },
  };
}

type Collected = {
  ids: Map<string, number>;
  lexemes: string[];
  entryLexemes: { view: () => Int32Array };
  entrySlots: { view: () => Int32Array };
  entryStarts: { view: () => Int32Array };
  positions: { view: () => Uint16Array };
  lengths: { view: () => Int32Array };
};

/** Postings packed between two pauses: about 10 ms of work at a time. */
const STEP = 1 << 18;

async function pack(collected: Collected, pause: () => Promise<void>): Promise<SearchIndex> {
  const byLexeme = collected.entryLexemes.view();
  const entrySlots = collected.entrySlots.view();
  const entryStarts = collected.entryStarts.view();
  const positions = collected.positions.view();
  // Lexemes renumbered in sorted order, so a prefix's lexemes are one run of numbers.
  const order = collected.lexemes.map((_, id) => id).sort(byText(collected.lexemes));
  const rank = new Int32Array(order.length);
  order.forEach((id, k) => {
    rank[id] = k;
  });
  const lexemes = order.map((id) => collected.lexemes[id] as string);
  const starts = new Int32Array(lexemes.length + 1);
  for (const id of byLexeme) (starts[(rank[id] as number) + 1] as number)++;
  for (let k = 0; k < lexemes.length; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  await pause();
  const next = starts.slice(0, lexemes.length);
  const slots = new Int32Array(byLexeme.length);
  const positionStarts = new Int32Array(byLexeme.length + 1);
  const packedPositions = new Uint16Array(positions.length);
  // Postings in lexeme order; each one's positions copied next to the one before it.
  const at = new Int32Array(byLexeme.length);
  const docLexemes = new Int32Array(byLexeme.length);
  const docStarts = new Int32Array(collected.lengths.view().length + 1);
  for (let entry = 0; entry < byLexeme.length; entry++) {
    if (entry % STEP === STEP - 1) await pause();
    const k = rank[byLexeme[entry] as number] as number;
    at[entry] = next[k] as number;
    next[k] = (next[k] as number) + 1;
    docLexemes[entry] = k;
    docStarts[(entrySlots[entry] as number) + 1] = entry + 1;
  }
  // A slot without entries (an empty vector) starts and ends where the one before it ends.
  for (let slot = 1; slot < docStarts.length; slot++) {
    docStarts[slot] = Math.max(docStarts[slot] as number, docStarts[slot - 1] as number);
  }
  await pause();
  const sizes = new Int32Array(byLexeme.length);
  for (let entry = 0; entry < byLexeme.length; entry++) {
    if (entry % STEP === STEP - 1) await pause();
    const end = entry + 1 < byLexeme.length ? (entryStarts[entry + 1] as number) : positions.length;
    sizes[at[entry] as number] = end - (entryStarts[entry] as number);
    slots[at[entry] as number] = entrySlots[entry] as number;
  }
  for (let p = 0; p < byLexeme.length; p++) {
    positionStarts[p + 1] = (positionStarts[p] as number) + (sizes[p] as number);
  }
  await pause();
  for (let entry = 0; entry < byLexeme.length; entry++) {
    if (entry % STEP === STEP - 1) await pause();
    const p = at[entry] as number;
    let to = positionStarts[p] as number;
    const end = to + (sizes[p] as number);
    for (let from = entryStarts[entry] as number; to < end; from++, to++) {
      packedPositions[to] = positions[from] as number;
    }
  }
  return {
    lexemes,
    ids: collected.ids,
    sorted: rank,
    starts,
    slots,
    positionStarts,
    positions: packedPositions,
    lengths: collected.lengths.view().slice(),
    docStarts,
    docLexemes,
    docPostings: at,
  };
}

/** In PostgreSQL's lexeme order (UTF-8 bytes), which rankCd's lookups rely on. */
const byText = (texts: string[]) => (a: number, b: number) =>
  compareLexemes(texts[a] as string, texts[b] as string);

/** The lexemes an operand names: itself, or for a prefix every lexeme it starts (one run). */
export function lexemeRange(index: SearchIndex, term: { lexeme: string; prefix: boolean }): [number, number] {
  if (!term.prefix) {
    const id = index.ids.get(term.lexeme);
    const k = id === undefined ? -1 : (index.sorted[id] as number);
    return k < 0 ? [0, 0] : [k, k + 1];
  }
  let lo = 0;
  let hi = index.lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareLexemes(index.lexemes[mid] as string, term.lexeme) < 0) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < index.lexemes.length && (index.lexemes[end] as string).startsWith(term.lexeme)) end++;
  return [lo, end];
}

/** The slots holding any lexeme of the range, ascending. */
function termSlots(index: SearchIndex, [from, to]: [number, number]): Int32Array {
  if (to - from === 1) {
    return index.slots.subarray(index.starts[from] as number, index.starts[to] as number);
  }
  // Many lists ('b:*' names thousands of lexemes): every posting marked once, then read in order.
  const marks = new Uint8Array(index.lengths.length);
  let count = 0;
  for (let p = index.starts[from] as number; p < (index.starts[to] as number); p++) {
    const slot = index.slots[p] as number;
    if (marks[slot] === 0) count++;
    marks[slot] = 1;
  }
  const merged = new Int32Array(count);
  for (let slot = 0, n = 0; n < count; slot++) if (marks[slot] === 1) merged[n++] = slot;
  return merged;
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.subarray(0, n);
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const x = small[i] as number;
    while (j < large.length && (large[j] as number) < x) j++;
    if (j < large.length && large[j] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** The slots whose vector matches the query (tsvector @@ tsquery), ascending. */
export function matchingSlots(index: SearchIndex, query: TsQuery): Int32Array {
  const ranges = query.terms.map((term) => lexemeRange(index, term));
  const walk = (node: QueryNode): Int32Array => {
    if (node.kind === 'term') return termSlots(index, ranges[node.index] as [number, number]);
    const lists = node.children.map(walk);
    if (node.kind === 'or') return lists.reduce(union);
    return lists.sort((x, y) => x.length - y.length).reduce(intersect);
  };
  return walk(query.root);
}

function inRanges(ranges: [number, number][], k: number) {
  for (const range of ranges) if (k >= range[0] && k < range[1]) return true;
  return false;
}

/**
 * A slot's entries for the query's lexemes (what ts_rank_cd reads of a vector), in PostgreSQL's
 * lexeme order (the index's numbering); `ranges` are the query's terms' (lexemeRange).
 */
export function entriesOf(index: SearchIndex, slot: number, ranges: [number, number][]): VectorEntry[] {
  const entries: VectorEntry[] = [];
  for (let e = index.docStarts[slot] as number; e < (index.docStarts[slot + 1] as number); e++) {
    const k = index.docLexemes[e] as number;
    if (!inRanges(ranges, k)) continue;
    const p = index.docPostings[e] as number;
    const positions = index.positions.subarray(
      index.positionStarts[p] as number,
      index.positionStarts[p + 1] as number,
    );
    entries.push({ lexeme: index.lexemes[k] as string, positions });
  }
  return entries;
}
