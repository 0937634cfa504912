import type { Suggestion } from '@portal/contract';
import type { Db } from '../../db/client';
import { correctWords, normalizeQuery, queryWords } from './search-service';
import { findTermsByPrefix, findTermsContaining, type TermKind, type TermRow } from './suggestion-repository';

/** Categories and model codes name many products, so they come before single product names. */
const kindOrder: Record<TermKind, number> = { category: 0, model: 1, product: 2 };
/** A substring of fewer than 3 characters has no trigram to look it up by. */
const CONTAINS_MIN_LENGTH = 3;

const byRank = (a: TermRow, b: TermRow) =>
  kindOrder[a.kind] - kindOrder[b.kind] || a.term.length - b.term.length || (a.term < b.term ? -1 : 1);

/** Collects distinct texts (case-insensitively) up to the limit, in the order they are added. */
function collector(limit: number) {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  return {
    suggestions,
    full: () => suggestions.length >= limit,
    add(rows: TermRow[]) {
      for (const row of [...rows].sort(byRank)) {
        if (suggestions.length >= limit) return;
        if (seen.has(row.term)) continue;
        seen.add(row.term);
        suggestions.push({ text: row.display, type: row.kind });
      }
    },
  };
}

/**
 * Type-ahead texts (spec section 2, Store catalogue): product names, model codes and category
 * names starting with the query, then ones containing it, then the same for the query with
 * misspelt words corrected. Each step runs only while the list is not full, and each is an
 * index read that stops after `limit` rows.
 */
export async function suggest({ db, q, limit }: { db: Db; q: string; limit: number }) {
  const query = normalizeQuery(q).toLowerCase();
  const list = collector(limit);
  const lookUp = async (text: string) => {
    list.add(await findTermsByPrefix(db, text, limit));
    if (!list.full() && text.length >= CONTAINS_MIN_LENGTH)
      list.add(await findTermsContaining(db, text, limit));
  };

  await lookUp(query);
  const words = queryWords(query);
  if (!list.full() && words.length > 0) {
    const corrected = await correctWords(db, words);
    if (corrected) await lookUp(corrected.words.join(' '));
  }
  return { suggestions: list.suggestions };
}
