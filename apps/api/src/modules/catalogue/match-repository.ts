import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { prefixPattern } from '../../lib/like-pattern';
import { queryRows } from './repository';

/**
 * What a full-text search looks for: the lower-case query for exact codes, a tsquery text, and
 * `fewest`, the fewest products the dictionary (search_words) counts for one of its words (0 for
 * a word it does not hold; null when no word is of the kind it holds), which bounds the matches
 * roughly: not the categories' words or other forms of a stem.
 */
export type TextMatch = { exact: string; tsquery: string | null; fewest: number | null };
export type Page = { limit: number; offset: number };
export type RankedId = { id: number; exact: boolean };

/**
 * Bounds of one search's work, whatever the catalogue's size (issue 24, a million products): a
 * sample of about TOTAL_SAMPLE products estimates the matches; up to EXACT_TOTAL of them are read
 * and counted exactly; a broader search (estimated past BROAD times EXACT_TOTAL, shown past
 * EXACT_TOTAL by the sample beyond its noise, or counted past EXACT_TOTAL) walks only the newest
 * HEAD_WINDOW products for its head, and its total is the estimate.
 */
export const SEARCH_BOUNDS = { EXACT_TOTAL: 2000, BROAD: 4, HEAD_WINDOW: 8000, TOTAL_SAMPLE: 3000 };

/** The tsquery text built by search-query.ts (planTextMatch): a constant of the statement. */
const tsqueryOf = (tsquery: string) => sql`${tsquery}::tsquery`;

/**
 * How many active products carry the code as SKU or model (below an id): the model's from
 * products_model_active_idx alone, the SKU's (unique) from its index.
 */
export const codeCount = (exact: string, below: SQL = sql`${2 ** 31 - 1}`) =>
  sql`((select count(*) from products p where p.is_active and lower(p.model) = ${exact} and p.id < ${below})
    + (select count(*) from products p where p.is_active and lower(p.sku) = ${exact}
      and lower(p.model) is distinct from ${exact} and p.id < ${below}))::int`;

export async function countCodes(db: Db, exact: string): Promise<number> {
  const [row] = await queryPrepared<{ n: number }>(db, sql`select ${codeCount(exact)} as n`);
  return Number(row?.n ?? 0);
}

/**
 * Whether a row carries the code, where `codes` (countCodes) says some product does; else no
 * row is asked: lower() of every SKU and model read costs more than the words (about 3 ms of the
 * 8,000 products a broad search reads, at a million).
 */
const isCode = (exact: string, codes: number) =>
  codes > 0 ? sql`(lower(p.sku) = ${exact} or lower(p.model) = ${exact})` : sql`false`;

/** Exact SKU or model code (btree indexes on lower()), or the words over search_vector (GIN). */
function textCondition({ exact, tsquery }: TextMatch, codes: number): SQL {
  const code = isCode(exact, codes);
  if (tsquery === null) return sql`(p.is_active and ${code})`;
  const words = sql`p.search_vector @@ ${tsqueryOf(tsquery)}`;
  return codes > 0 ? sql`(p.is_active and (${code} or ${words}))` : sql`(p.is_active and ${words})`;
}

/** Names and codes weigh A, makers B, category names C; normalisation 1 prefers shorter documents. */
const rankOf = (tsquery: string) => sql`ts_rank_cd(p.search_vector, ${tsqueryOf(tsquery)}, 1)`;

/** A sample's hit count is trusted to this many standard deviations (it is about Poisson). */
const SAMPLE_SIGMAS = 3;

/**
 * CTEs ending in `estimate`: the matches of a repeatable sample of table pages (TABLESAMPLE
 * SYSTEM) scaled to the active catalogue, and `least`, what the sample shows beyond its noise
 * (SAMPLE_SIGMAS standard deviations of its hits below them, scaled alike); every page, so the
 * exact count for both, while the catalogue has at most TOTAL_SAMPLE products. Neither is below
 * `codes`, the products carrying the code, counted exactly; the sample asks for the code only
 * when some product carries it (a code's words need not match it: 'QX-900' reads as 'qx' and
 * '-900').
 */
function estimateCtes(match: TextMatch, codes: number) {
  return sql`active as (
      select coalesce((select c.products from catalogue_counts c where c.category_id = 0), 0) as n
    ),
    sample as (
      select count(*) filter (where ${textCondition(match, codes)}) as hits,
        count(*) filter (where p.is_active) as seen
      from products p tablesample system ((
        select least(100, ${SEARCH_BOUNDS.TOTAL_SAMPLE} * 100.0 / greatest(a.n, 1))::real from active a
      )) repeatable (0)
    ),
    estimate as materialized (
      select greatest(${codes}, round(s.hits::float8 / greatest(s.seen, 1) * a.n))::int as estimate,
        greatest(${codes}, round(
          case when s.seen >= a.n then s.hits else greatest(0, s.hits - ${SAMPLE_SIGMAS} * sqrt(s.hits)) end
          / greatest(s.seen, 1) * a.n))::int as least
      from sample s, active a
    )`;
}

export async function estimateMatches(db: Db, match: TextMatch, codes: number): Promise<number> {
  const [row] = await queryRows<{ estimate: number | null }>(
    db,
    sql`with ${estimateCtes(match, codes)} select e.estimate from estimate e`,
  );
  return Number(row?.estimate ?? codes);
}

/**
 * How many products match, where the newest `cap` of them begin, the size of the head (those plus
 * the exact code matches), and the head's first `want` matches other than the codes by relevance
 * (none when the words are not asked to rank). Only the head's size comes back, not its ids: 2,000
 * ids would be sent and parsed for one number.
 */
export type MatchSummary = {
  total: number;
  cutoff: number;
  head: number;
  ranked: number[];
  /** With `correct` and no match: each of those words' nearest dictionary word. */
  corrections: WordCorrection[] | null;
};
type SummaryOptions = { cap: number; codes: number; want: number; correct?: string[] };

/**
 * The head's matches other than the codes, by relevance (an exact name first, then ts_rank_cd),
 * the first `want`: a subquery of a statement whose CTE `head` holds their row addresses (ctid),
 * so each is read straight from its page, which the statement has just read. Within one statement
 * the addresses are those of the rows its snapshot sees.
 */
function rankedHead({ exact, tsquery }: TextMatch, codes: number, want: number) {
  if (tsquery === null || want <= codes) return sql`null::int[]`;
  // The first `want` by a top-N sort (LIMIT), not a sort of the whole head: 1.4 ms less for 1,728.
  return sql`array(select r.id from (
        select p.id, ${isCode(exact, codes)} as code, lower(p.name) = ${exact} as named, ${rankOf(tsquery)} as rank
        from products p where p.ctid = any(array(select h.t from head h))
      ) r where r.code is not true order by r.named desc, r.rank desc, r.id desc limit ${want})`;
}

/**
 * Whether the dictionary makes a search narrow enough to count before sampling it: a misspelt
 * word, a SKU's parts, a model code or a word the dictionary counts at most EXACT_TOTAL times
 * ('adhesive': 1,597 of 1,604 matches at 100,000 products) name few products. A wrong guess costs
 * one GIN read before the sample (the dictionary leaves out the categories' words and a stem's
 * other forms).
 */
const likelyNarrow = ({ fewest }: TextMatch) => fewest !== null && fewest <= SEARCH_BOUNDS.EXACT_TOTAL;

export type WordCorrection = { word: string; best: string | null; similarity: number; known: boolean };

/**
 * For each word (`ord`, from 1), the nearest dictionary word (GiST trigram distance) and its
 * similarity; known says the word itself is in the dictionary or, for the word being typed,
 * starts one.
 */
export function wordCorrections(words: string[], prefixOfLast: boolean) {
  const last = words.at(-1) ?? '';
  const lastPattern = prefixPattern(last);
  return sql`select u.ord, u.word, b.word as best, coalesce(similarity(b.word, u.word), 0)::float8 as similarity,
      (b.word = u.word or (${prefixOfLast} and u.ord = ${words.length}
        and exists (select 1 from search_words s where s.word like ${lastPattern}))) as known
    from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as u(word, ord)
    left join lateral (
      select s.word from search_words s order by s.word <-> u.word limit 1
    ) b on true`;
}

/**
 * The corrections of `words` when nothing matched (the CTEs `exact` and `counted` of the summary),
 * as JSON: a misspelt search needs them next, and asking in the same round trip saves one.
 */
function correctionsIfNone(words: string[] | undefined) {
  if (words === undefined || words.length === 0) return sql`null::json`;
  return sql`case when (select x.yes from exact x) and (select c.n from counted c) = 0 then (
      select json_agg(json_build_object('word', w.word, 'best', w.best, 'similarity', w.similarity,
        'known', w.known) order by w.ord)
      from (${wordCorrections(words, true)}) w
    ) end`;
}

type SummaryRow = {
  estimate: number;
  counted: number;
  exact: boolean;
  matches: number;
  lo: number | null;
  below: number;
  ranked: number[] | null;
  corrections: WordCorrection[] | null;
};

/**
 * What a search ranks and counts, in one statement.
 *
 * Reading every match does not stay fast: PostgreSQL reads every matching row to count it (no
 * bitmap scan skips the table since 15.13), and even the GIN index's bitmap of a broad query costs
 * tens of milliseconds at a million products ('rear camera': 97,000 matches). So a sample first
 * estimates the matches, unless the dictionary expects few (likelyNarrow). A narrow search (one
 * the sample does not show past EXACT_TOTAL beyond its noise: at 100,000 products it tells 4,000
 * matches from 2,000, at a million it cannot) then reads at most EXACT_TOTAL + 1 of them through
 * the GIN index: when that is all of them, the total is exact and the head is their newest `cap`.
 * A code that more than EXACT_TOTAL products carry makes a search broad at once. A broad one
 * never uses the GIN index: it walks the newest HEAD_WINDOW products backwards (primary key),
 * asking each whether it matches only until its cap-th match; when fewer match there (its matches
 * lie among older products), the head is the matches of that window. Its total is the estimate,
 * never below what was counted. Either head is then ranked. Each step is gated on the one before
 * (a one-time filter), so only the steps a search needs run, in one round trip (which counts on a
 * busy machine). A prepared statement (its values are all parameters, its text one of a few
 * shapes): each connection parses it once and, after five runs, may keep a generic plan, whose
 * steps are the same since the gates decide at run time; parsing and planning it took 1.1-2.9 ms
 * a run in the server's log. Timed in docs/performance.md ("Search at a million products").
 */
export async function summarizeTextMatches(
  db: Db,
  match: TextMatch,
  { cap, codes, want, correct }: SummaryOptions,
): Promise<MatchSummary> {
  const { EXACT_TOTAL, BROAD, HEAD_WINDOW } = SEARCH_BOUNDS;
  const condition = textCondition(match, codes);
  const codesBelow = codes > 0 ? codeCount(match.exact, sql`u.lo`) : sql`0`;
  const newest = sql`(select p.id, p.ctid as t, p.is_active, p.search_vector, p.sku, p.model
    from products p order by p.id desc limit ${HEAD_WINDOW}) p`;
  const [row] = await queryPrepared<SummaryRow>(
    db,
    sql`with ${estimateCtes(match, codes)},
      gate as materialized (
        select ${codes <= EXACT_TOTAL} and (${likelyNarrow(match)} or (
          select e.estimate <= ${BROAD * EXACT_TOTAL} and e.least <= ${EXACT_TOTAL} from estimate e
        )) as narrow
      ),
      m as materialized (
        select p.id, p.ctid as t from products p
        where (select x.narrow from gate x) and ${condition} limit ${EXACT_TOTAL + 1}
      ),
      counted as materialized (select count(*)::int as n from m),
      exact as materialized (
        select (select x.narrow from gate x) and (select c.n from counted c) <= ${EXACT_TOTAL} as yes
      ),
      head as materialized (
        (select m.id, m.t from m where (select x.yes from exact x) order by m.id desc limit ${cap})
        union all
        (select p.id, p.t from ${newest}
          where not (select x.yes from exact x) and ${condition} order by p.id desc limit ${cap})
      ),
      cut as (
        select case when (select count(*) from head) >= ${cap} then (select min(h.id) from head h)
          when (select x.yes from exact x) then 0
          else (select min(p.id) from ${newest}) end as lo
      )
      select case when (select x.yes from exact x) then 0 else (select e.estimate from estimate e) end as estimate,
        (select c.n from counted c) as counted, (select x.yes from exact x) as exact,
        (select count(*)::int from head) as matches, u.lo, ${codesBelow} as below,
        ${rankedHead(match, codes, want)} as ranked, ${correctionsIfNone(correct)} as corrections
      from cut u`,
  );
  const counted = Number(row?.counted ?? 0);
  const head = Number(row?.matches ?? 0) + Number(row?.below ?? 0);
  const ranked = (row?.ranked ?? []).map(Number);
  const total = row?.exact ? counted : Math.max(Number(row?.estimate ?? 0), counted, head);
  return { total, cutoff: Number(row?.lo ?? 0), head, ranked, corrections: row?.corrections ?? null };
}

/**
 * A page of the code matches: the SKU, then the model's products newest first, read in order
 * from products_model_active_idx (a model code can name 10,000 products at a million).
 */
export async function findCodeMatches(db: Db, exact: string, { limit, offset }: Page): Promise<RankedId[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from (
        (select p.id, 0 as o from products p where p.is_active and lower(p.sku) = ${exact})
        union all
        (select p.id, 1 as o from products p where p.is_active and lower(p.model) = ${exact}
          order by p.id desc limit ${offset + limit + 1})
      ) c
      group by c.id order by min(c.o), c.id desc
      limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ id: Number(r.id), exact: true }));
}

/**
 * A page of the head: the `codes` exact code matches first, then the head's other matches as
 * summarizeTextMatches ranked them.
 */
export async function findRankedMatches(
  db: Db,
  match: TextMatch,
  ranked: number[],
  { limit, offset }: Page,
  codes: number,
) {
  const page: RankedId[] = offset < codes ? await findCodeMatches(db, match.exact, { limit, offset }) : [];
  const skip = Math.max(0, offset - codes);
  const missing = limit - page.length;
  return [...page, ...ranked.slice(skip, skip + Math.max(0, missing)).map((id) => ({ id, exact: false }))];
}

/** A page of the tail: the older matches below the head, newest first, without ranking. */
export function findOlderMatches(db: Db, match: TextMatch, cutoff: number, page: Page & { codes: number }) {
  if (match.tsquery === null) return Promise.resolve([] as RankedId[]);
  return queryRows<RankedId>(
    db,
    sql`select p.id, false as exact from products p
      where p.id < ${cutoff} and p.is_active
        and p.search_vector @@ ${tsqueryOf(match.tsquery)}
        and ${isCode(match.exact, page.codes)} is not true
      order by p.id desc limit ${page.limit} offset ${page.offset}`,
  );
}
