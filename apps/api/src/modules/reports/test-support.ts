import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database, Db } from '../../db/client';

// Test helper: the report aggregates of migration 0013 against the same figures counted from the
// orders and their lines directly. Rows whose slots sum to zero are left out (a status change
// leaves its old status's row at zero).

const UTC_DAY = `to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD')`;

const PAIRS = {
  totals: {
    aggregate: `select to_char(day, 'YYYY-MM-DD') as day, status, sum(orders)::int as orders, sum(value)::text as value
      from order_daily_totals group by day, status having sum(orders) <> 0 or sum(value) <> 0 order by 1, 2`,
    direct: `select ${UTC_DAY} as day, o.status, count(*)::int as orders, sum(o.total_amount)::text as value
      from orders o group by 1, 2 order by 1, 2`,
  },
  stores: {
    aggregate: `select to_char(day, 'YYYY-MM-DD') as day, store_id, status, sum(orders)::int as orders,
        sum(value)::text as value
      from order_store_daily_stats group by day, store_id, status
      having sum(orders) <> 0 or sum(value) <> 0 order by 1, 2, 3`,
    direct: `select ${UTC_DAY} as day, coalesce(o.store_id, 0) as store_id, o.status, count(*)::int as orders,
        sum(o.total_amount)::text as value
      from orders o group by 1, 2, 3 order by 1, 2, 3`,
  },
  products: {
    aggregate: `select to_char(day, 'YYYY-MM-DD') as day, product_id, status, sum(quantity)::int as quantity,
        sum(value)::text as value, sum(lines)::int as lines
      from order_product_daily_stats group by day, product_id, status
      having sum(quantity) <> 0 or sum(value) <> 0 or sum(lines) <> 0 order by 1, 2, 3`,
    direct: `select ${UTC_DAY} as day, coalesce(i.product_id, 0) as product_id, o.status,
        sum(i.quantity)::int as quantity, sum(i.line_total)::text as value, count(*)::int as lines
      from order_items i join orders o on o.id = i.order_id group by 1, 2, 3 order by 1, 2, 3`,
  },
} as const;

export type AggregateComparison = Record<keyof typeof PAIRS, { aggregate: unknown[]; direct: unknown[] }>;

/** Both sides of each aggregate table: equal when the triggers kept them exact. */
export async function compareAggregates(database: Pick<Database, 'query'>): Promise<AggregateComparison> {
  const result = {} as AggregateComparison;
  for (const [name, pair] of Object.entries(PAIRS) as [
    keyof typeof PAIRS,
    (typeof PAIRS)[keyof typeof PAIRS],
  ][]) {
    result[name] = {
      aggregate: await database.query(pair.aggregate),
      direct: await database.query(pair.direct),
    };
  }
  return result;
}

/** The three tables side by side, each side as its own object, for one toEqual. */
export function sides(comparison: AggregateComparison) {
  const pick = (side: 'aggregate' | 'direct') =>
    Object.fromEntries(Object.entries(comparison).map(([name, pair]) => [name, pair[side]]));
  return { aggregate: pick('aggregate'), direct: pick('direct') };
}

type SeedOptions = {
  seed: number;
  count: number;
  /** First UTC day of the orders, 'YYYY-MM-DD'. */
  from: string;
  days: number;
  storeIds: (number | null)[];
  productIds: (number | null)[];
};

const STATUSES = ['pending', 'approved', 'shipped', 'rejected', 'completed', 'cancelled'] as const;

/**
 * Random orders (seeded: the same options give the same orders) with 0 to 4 lines each, placed in
 * one statement per 50 orders, as the checkout inserts an order and its lines together. Times
 * fall anywhere in the days, midnights included.
 */
export async function seedRandomOrders(db: Db, options: SeedOptions) {
  const line = fc.record({
    product: fc.constantFrom(...options.productIds),
    quantity: fc.integer({ min: 1, max: 99 }),
    cents: fc.integer({ min: 1, max: 200_000 }),
  });
  const order = fc.record({
    store: fc.constantFrom(...options.storeIds),
    status: fc.constantFrom(...STATUSES),
    minute: fc.oneof(
      fc.constantFrom(0, options.days * 1440 - 1),
      fc.integer({ min: 0, max: options.days * 1440 - 1 }),
    ),
    cents: fc.integer({ min: 100, max: 2_000_000 }),
    lines: fc.array(line, { maxLength: 4 }),
  });
  const [orders = []] = fc.sample(fc.array(order, { minLength: options.count, maxLength: options.count }), {
    seed: options.seed,
    numRuns: 1,
  });
  const start = Date.parse(`${options.from}T00:00:00Z`);
  const money = (cents: number) => (cents / 100).toFixed(2);
  for (let first = 0; first < orders.length; first += 50) {
    const batch = orders.slice(first, first + 50);
    const rows = batch.map((o, n) => ({
      n,
      store_id: o.store,
      status: o.status,
      created_at: new Date(start + o.minute * 60_000).toISOString(),
      total_amount: money(o.cents),
    }));
    const lines = batch.flatMap((o, n) =>
      o.lines.map((l) => ({
        n,
        product_id: l.product,
        quantity: l.quantity,
        unit_price: money(l.cents),
        line_total: money(l.cents * l.quantity),
      })),
    );
    await db.execute(sql`with x as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(n int, store_id int, status text, created_at timestamptz, total_amount numeric)
      ),
      o as (
        insert into orders (order_number, store_id, status, user_name, user_email, items_count, subtotal,
          total_amount, created_at)
        select 'R-' || gen_random_uuid(), store_id, status, 'Buyer', 'buyer@example.test', 1, total_amount,
          total_amount, created_at from x order by n
        returning id
      ),
      numbered as (select id, row_number() over (order by id) - 1 as n from o)
      insert into order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
      select numbered.id, l.product_id, 'Line', l.unit_price, l.quantity, l.line_total
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(n int, product_id int, quantity int, unit_price numeric, line_total numeric)
        join numbered on numbered.n = l.n`);
  }
  return orders.length;
}

const SLOTTED = [
  { name: 'order_daily_totals', keys: ['day', 'status'], figures: ['orders', 'value'] },
  { name: 'order_store_daily_stats', keys: ['day', 'store_id', 'status'], figures: ['orders', 'value'] },
  {
    name: 'order_product_daily_stats',
    keys: ['day', 'product_id', 'status'],
    figures: ['quantity', 'value', 'lines'],
  },
] as const;

/** One part of `parts` of a figure (integer, or value in cents): the parts add up to it exactly. */
const partOf = (figure: string, parts: number) => {
  const units = figure === 'value' ? 'value * 100' : `${figure}::numeric`;
  const part = `floor(${units} * (g + 1) / ${parts}) - floor(${units} * g / ${parts})`;
  return figure === 'value' ? `sum(${part}) / 100` : `sum(${part})`;
};

/**
 * Splits every aggregate row (of the days `where` selects) into `parts` rows in slots 0-15 (the
 * row's slot and the next, mod 16), the figures divided so that every sum stays the same: the rows
 * a key has after writes from several connections. Zero parts are kept, as writers leave them too.
 */
export async function spreadOverSlots(database: Pick<Database, 'query'>, parts: number, where = 'true') {
  for (const table of SLOTTED) {
    const keys = table.keys.join(', ');
    await database.query(`with old as (delete from ${table.name} where ${where} returning *)
      insert into ${table.name} (${keys}, slot, ${table.figures.join(', ')})
      select ${keys}, (slot + g) % 16, ${table.figures.map((f) => partOf(f, parts)).join(', ')}
      from old cross join generate_series(0, ${parts - 1}) as g
      group by ${keys}, (slot + g) % 16`);
  }
}

/** Rows of slots 0-15 and of slot 16, keys, and zero rows of slot 16 over the days `where` selects. */
export async function countSlotRows(database: Pick<Database, 'query'>, where: string) {
  const perTable = SLOTTED.map(
    (
      table,
    ) => `select count(*) filter (where slot < 16) as live, count(*) filter (where slot = 16) as compacted,
      count(distinct (${table.keys.join(', ')})) as keys,
      count(*) filter (where slot = 16 and ${table.figures.map((f) => `${f} = 0`).join(' and ')}) as zero
    from ${table.name} where ${where}`,
  );
  const [row] = await database.query<{ live: number; compacted: number; keys: number; zero: number }>(
    `select sum(live)::int as live, sum(compacted)::int as compacted, sum(keys)::int as keys, sum(zero)::int as zero
    from (${perTable.join(' union all ')}) x`,
  );
  return row!;
}
