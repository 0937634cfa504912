import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { createIntervalRunner } from '../../lib/interval-runner';
import { COMPACTION_LOCK } from './lock';
import { buildStaleMonth } from './month-rollups';
import { addDays } from './range';

// Compaction of the report aggregates (migration 0018, decision 016). Writers add to the row of
// their slot (pg_backend_pid() % 16, migration 0013), so under live traffic a key spreads over up
// to 16 rows and the dashboard's sum of the settled days reads up to 16 times the rows. Once a day
// is settled (before yesterday, UTC) its rows of slots 0-15 are merged into one row per key in
// slot 16, which only the compactor writes:
// - it never waits for anyone: the advisory lock and the state row are tried (another compactor,
//   or the bulk seed setting the watermark: this run is skipped), slot rows are taken FOR UPDATE
//   SKIP LOCKED (a row a writer holds stays, and its day is marked again), slot 16 and the marks
//   are only ever deleted by it; lock_timeout is a net should it wait all the same. A writer of an
//   old day that wants a row the compactor took waits for one transaction of one day;
// - the sums stay what they were, so report_versions does not move and kept answers stay valid:
//   the version trigger (migration 0016) skips a set whose setting names the transaction's id;
// - which days: every day up to today - 2 after the watermark, once; and the settled days that
//   writers changed since, which they mark in report_compaction_days (migration 0018).

export { COMPACTION_LOCK };

type Table = { name: string; keys: string[]; figures: string[] };

const TABLES: Table[] = [
  { name: 'order_daily_totals', keys: ['day', 'status'], figures: ['orders', 'value'] },
  { name: 'order_store_daily_stats', keys: ['day', 'store_id', 'status'], figures: ['orders', 'value'] },
  {
    name: 'order_product_daily_stats',
    keys: ['day', 'product_id', 'status'],
    figures: ['quantity', 'value', 'lines'],
  },
];

export type CompactionResult = {
  /** The days compacted, oldest first ('YYYY-MM-DD'); none when another compactor was busy. */
  days: string[];
  /** Rows of slots 0-15 merged into slot 16. */
  moved: number;
};

const dayList = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** Merges one table's rows of slots 0-15 of `days` into slot 16, skipping rows a writer holds. */
async function compactTable(tx: Executor, table: Table, days: string[]): Promise<number> {
  const t = sql.raw(table.name);
  const keys = sql.raw(table.keys.join(', '));
  const sums = sql.raw(table.figures.map((f) => `sum(${f})`).join(', '));
  const [row] = await queryRows<{ moved: number }>(
    tx,
    sql`with taken as (
        select ${keys}, slot from ${t} where day = any(${dayList(days)}) and slot < 16 for update skip locked
      ),
      moved as (
        delete from ${t} t using taken s
        where t.day = any(${dayList(days)}) and t.slot < 16
          and ${sql.raw(table.keys.map((k) => `t.${k} = s.${k}`).join(' and '))} and t.slot = s.slot
        returning ${sql.raw([...table.keys, ...table.figures].map((c) => `t.${c}`).join(', '))}
      ),
      merged as (
        insert into ${t} as t (${keys}, slot, ${sql.raw(table.figures.join(', '))})
        select ${keys}, 16, ${sums} from moved group by ${keys}
        having ${sql.raw(table.figures.map((f) => `sum(${f}) <> 0`).join(' or '))}
        order by ${keys}
        on conflict (${keys}, slot) do update
          set ${sql.raw(table.figures.map((f) => `${f} = t.${f} + excluded.${f}`).join(', '))}
        returning 1
      )
      select (select count(*) from moved)::int as moved`,
  );
  // A key whose figures came to zero (an order approved, then cancelled) leaves no row.
  await tx.execute(sql`delete from ${t} where day = any(${dayList(days)}) and slot = 16
    and ${sql.raw(table.figures.map((f) => `${f} = 0`).join(' and '))}`);
  return row?.moved ?? 0;
}

type Plan = { cutoff: string; watermark: string | null; marked: string[]; first: string | null };

/** The state row, locked; null when someone else holds it (the bulk seed setting the watermark). */
async function readPlan(tx: Executor, maxDays: number): Promise<Plan | null> {
  let [state] = await queryRows<{ watermark: string | null }>(
    tx,
    sql`select to_char(settled_through, 'YYYY-MM-DD') as watermark from report_compaction_state
      where id = 1 for update skip locked`,
  );
  if (!state) {
    // Held by another transaction, or gone with a reset of every table (db:seed --reset).
    [state] = await queryRows<{ watermark: string | null }>(
      tx,
      sql`insert into report_compaction_state (id)
        select 1 where not exists (select 1 from report_compaction_state where id = 1)
        on conflict (id) do nothing returning null::text as watermark`,
    );
    if (!state) return null;
  }
  const [row] = await queryRows<{ cutoff: string; marked: string[] | null; first: string | null }>(
    tx,
    sql`select to_char((now() at time zone 'UTC')::date - 2, 'YYYY-MM-DD') as cutoff,
        (select array_agg(to_char(day, 'YYYY-MM-DD') order by day) from (
          select distinct day from report_compaction_days
          where day <= (now() at time zone 'UTC')::date - 2 order by day limit ${maxDays}) m) as marked,
        ${
          state.watermark === null
            ? sql`to_char(least((select min(day) from order_daily_totals), (select min(day) from order_store_daily_stats),
                (select min(day) from order_product_daily_stats)), 'YYYY-MM-DD')`
            : sql`null::text`
        } as first`,
  );
  return { cutoff: row!.cutoff, watermark: state.watermark, marked: row!.marked ?? [], first: row!.first };
}

/**
 * Compacts up to `maxDays` settled days, oldest first, in one transaction: the days after the
 * watermark, up to today - 2 (UTC), and the marked days. Exact: every report sum is the same
 * before and after, and report_versions does not move.
 */
export async function compactReportAggregates(
  db: Db,
  { maxDays }: { maxDays: number },
): Promise<CompactionResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${COMPACTION_LOCK}) as locked`,
    );
    if (!lock?.locked) return { days: [], moved: 0 };
    await tx.execute(sql`select set_config('portal.report_version_0', pg_current_xact_id()::text, true),
      set_config('portal.report_version_1', pg_current_xact_id()::text, true),
      set_config('lock_timeout', '2s', true)`);
    // The dashboard's month counts (migration 0019): the rows of each month folded into one, same
    // sums. Writers only insert there, so nobody waits for this.
    await tx.execute(sql`with gone as (delete from report_month_changes returning month, changes)
      insert into report_month_changes (month, changes)
      select month, sum(changes)::int from gone group by month`);
    const plan = await readPlan(tx, maxDays);
    if (!plan) return { days: [], moved: 0 };

    const calendar: string[] = [];
    let day = plan.watermark === null ? plan.first : addDays(plan.watermark, 1);
    while (day !== null && day <= plan.cutoff && calendar.length < maxDays) {
      calendar.push(day);
      day = addDays(day, 1);
    }
    const days = [...new Set([...calendar, ...plan.marked])].sort().slice(0, maxDays);
    const taken = calendar.filter((day) => days.includes(day));
    // The watermark moves over the calendar days taken; with nothing at all to compact, to today - 2.
    const watermark = taken.at(-1) ?? (plan.watermark === null && plan.first === null ? plan.cutoff : null);
    if (watermark !== null && watermark !== plan.watermark) {
      await tx.execute(
        sql`update report_compaction_state set settled_through = ${watermark}::date where id = 1`,
      );
    }
    if (days.length === 0) return { days, moved: 0 };

    await tx.execute(sql`delete from report_compaction_days where day = any(${dayList(days)})`);
    let moved = 0;
    for (const table of TABLES) moved += await compactTable(tx, table, days);
    // Rows left in slots 0-15 (held by a writer, or committed since): the day waits for a later run.
    await tx.execute(sql`insert into report_compaction_days (day)
      ${sql.join(
        TABLES.map(
          (table) =>
            sql`select day from ${sql.raw(table.name)} where day = any(${dayList(days)}) and slot < 16`,
        ),
        sql` union `,
      )}`);
    return { days, moved };
  });
}

type CompactorOptions = {
  db: Db;
  intervalMs: number;
  /**
   * Days per transaction (default 1): a writer of an old day waits at most for one of them, 0.4 s
   * (1 s on a loaded machine) for a day of a million-order history spread over all 16 slots.
   */
  maxDays?: number;
  /** Work per round while there is more to do (a first run over months of spread days). */
  roundBudgetMs?: number;
  /**
   * Month rollups built per round at most (month-rollups.ts), oldest first, one transaction each:
   * after the compaction, while the round's budget lasts, and at least one a round.
   */
  maxMonths?: number;
  log: FastifyBaseLogger;
};

/**
 * Compacts the aggregates every `intervalMs` in this process (every process runs one; they take
 * turns). Rounds never overlap; a failed round is logged and retried at the next.
 */
export function createReportCompactor(options: CompactorOptions) {
  const { db, log, maxDays = 1, roundBudgetMs = 1000, maxMonths = 6 } = options;
  let stopping = false;

  async function compactDue() {
    const started = performance.now();
    while (!stopping) {
      const result = await compactReportAggregates(db, { maxDays });
      if (result.moved > 0)
        log.debug({ days: result.days, moved: result.moved }, 'report aggregates compacted');
      if (result.days.length < maxDays || performance.now() - started > roundBudgetMs) break;
    }
    for (let built = 0; built < maxMonths && !stopping; built++) {
      if (built > 0 && performance.now() - started > roundBudgetMs) return;
      const result = await buildStaleMonth(db);
      if (result.months.length === 0) return;
      log.debug({ months: result.months }, 'report month rolled up');
    }
  }

  const runner = createIntervalRunner({
    round: compactDue,
    intervalMs: options.intervalMs,
    log,
    failure: 'report compaction failed; retried next round',
  });

  return {
    runOnce: runner.runOnce,
    start: runner.start,
    async stop() {
      stopping = true;
      await runner.stop();
    },
  };
}
