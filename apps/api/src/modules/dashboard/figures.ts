import { DASHBOARD_TOP_SIZE, type DashboardOrdersDay, daysInRange, type ReportRange } from '@portal/contract';
import type { Db } from '../../db/client';
import {
  type AggregateCache,
  addDays,
  daysOf,
  type ProductSum,
  type StoreSum,
  sumOrdersByDay,
  sumProductQuantities,
  sumStoreValues,
  sumValueByDay,
} from '../reports';
import {
  countActiveStores,
  countMembers,
  countOrdersPlaced,
  type FigureVersions,
  type Periods,
} from './repository';

// The dashboard's figures in parts (issue 24). The settled part, the days of both periods before
// yesterday (UTC), is kept while the second set of report_versions is unchanged; the recent part,
// yesterday and today, while the first set is; the store and member counts while the third is. A
// checkout moves only the first, so under checkouts the dashboard sums two days again, not the
// year. The parts cover different days, so they add up exactly: counts as numbers, money in
// cents as BigInt, and the top lists are merged from every store and product of both parts.

type Money = bigint;
const toCents = (value: string): Money => {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
};
const fromCents = (cents: Money): string => {
  const size = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
};

/** The days of `range` in [after, before) (either end open when null), or null when none. */
function clip(range: ReportRange, after: string | null, before: string | null): ReportRange | null {
  const from = after !== null && after > range.from ? after : range.from;
  const last = before !== null ? addDays(before, -1) : range.to;
  const to = last < range.to ? last : range.to;
  return from > to ? null : { from, to, days: daysInRange(from, to) };
}

type ProductFigures = { quantity: number; value: Money; lines: number };

async function sumPart(db: Db, periods: Periods, after: string | null, before: string | null) {
  const range = clip(periods.current, after, before);
  const [placed, dayCells, dayValues, stores, products] = await Promise.all([
    countOrdersPlaced(db, periods, after, before),
    range ? sumOrdersByDay(db, range) : [],
    range ? sumValueByDay(db, range) : [],
    range ? sumStoreValues(db, range) : ([] as StoreSum[]),
    range ? sumProductQuantities(db, range) : ([] as ProductSum[]),
  ]);
  // Most sold first (the query's order), and by id for the merge: the same objects.
  const productList = products.map((row) => ({ ...row, value: toCents(row.value) }));
  return {
    placed,
    dayCells,
    dayValues,
    stores: stores.map((row) => ({ ...row, value: toCents(row.value) })),
    products: productList,
    productById: new Map<number | null, ProductFigures>(productList.map((row) => [row.product_id, row])),
  };
}

type Part = Awaited<ReturnType<typeof sumPart>>;

const byId = (id: number | null) => id ?? 0;

function topStores(settled: Part, recent: Part) {
  const merged = new Map<number | null, { orders: number; value: Money }>();
  for (const row of [...settled.stores, ...recent.stores]) {
    const held = merged.get(row.store_id) ?? { orders: 0, value: 0n };
    merged.set(row.store_id, { orders: held.orders + row.orders, value: held.value + row.value });
  }
  return [...merged]
    .filter(([, figures]) => figures.orders > 0)
    .sort(([a, x], [b, y]) => (x.value === y.value ? byId(a) - byId(b) : x.value > y.value ? -1 : 1))
    .slice(0, DASHBOARD_TOP_SIZE)
    .map(([store_id, figures]) => ({ store_id, orders: figures.orders, value: fromCents(figures.value) }));
}

/**
 * The products sold most in both parts: those sold recently with both parts added, and the first
 * of the settled list (already in order) that were not; no need to add up the twenty thousand.
 */
function topProducts(settled: Part, recent: Part) {
  const candidates: (ProductFigures & { product_id: number | null })[] = [];
  for (const row of settled.products) {
    if (candidates.length === DASHBOARD_TOP_SIZE) break;
    if (!recent.productById.has(row.product_id) && row.lines > 0) candidates.push(row);
  }
  for (const row of recent.products) {
    const old = settled.productById.get(row.product_id);
    const sum = {
      product_id: row.product_id,
      quantity: row.quantity + (old?.quantity ?? 0),
      value: row.value + (old?.value ?? 0n),
      lines: row.lines + (old?.lines ?? 0),
    };
    if (sum.lines > 0) candidates.push(sum);
  }
  return candidates
    .sort((a, b) => b.quantity - a.quantity || byId(a.product_id) - byId(b.product_id))
    .slice(0, DASHBOARD_TOP_SIZE)
    .map((row) => ({ product_id: row.product_id, quantity: row.quantity, value: fromCents(row.value) }));
}

/** The chunks' figures as one part: counts added, stores and products merged (most sold first). */
function mergeChunks(chunks: Part[]): Part {
  if (chunks.length === 1) return chunks[0]!;
  const placed = (status: 'approved' | 'pending') => ({
    current: chunks.reduce((sum, chunk) => sum + chunk.placed[status].current, 0),
    previous: chunks.reduce((sum, chunk) => sum + chunk.placed[status].previous, 0),
  });
  const stores = new Map<number | null, { store_id: number | null; orders: number; value: Money }>();
  const products = new Map<number | null, ProductFigures & { product_id: number | null }>();
  for (const chunk of chunks) {
    for (const row of chunk.stores) {
      const held = stores.get(row.store_id);
      stores.set(
        row.store_id,
        held ? { ...held, orders: held.orders + row.orders, value: held.value + row.value } : row,
      );
    }
    for (const row of chunk.products) {
      const held = products.get(row.product_id);
      products.set(
        row.product_id,
        held
          ? {
              product_id: row.product_id,
              quantity: held.quantity + row.quantity,
              value: held.value + row.value,
              lines: held.lines + row.lines,
            }
          : row,
      );
    }
  }
  const productList = [...products.values()].sort(
    (a, b) => b.quantity - a.quantity || byId(a.product_id) - byId(b.product_id),
  );
  return {
    placed: { approved: placed('approved'), pending: placed('pending') },
    dayCells: chunks.flatMap((chunk) => chunk.dayCells),
    dayValues: chunks.flatMap((chunk) => chunk.dayValues),
    stores: [...stores.values()],
    products: productList,
    productById: products,
  };
}

/** The first day of each calendar month from `from`'s to `last`'s, as YYYY-MM-01. */
function monthsBetween(from: string, last: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}
const nextMonth = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};

/**
 * The settled days (before yesterday) of both periods, one chunk per calendar month, each kept
 * while its month's count of changes (report_month_changes, migration 0019) is unchanged: an
 * order of last week approved today sums its month again, not the year.
 */
async function sumSettled(
  db: Db,
  cache: AggregateCache,
  key: string,
  periods: Periods,
  versions: FigureVersions,
) {
  const yesterday = addDays(versions.today, -1);
  const first = periods.previous.from;
  if (first >= yesterday) return sumPart(db, periods, null, yesterday);
  const chunks = await Promise.all(
    monthsBetween(first, addDays(yesterday, -1)).map((month) => {
      const end = nextMonth(month) < yesterday ? nextMonth(month) : yesterday;
      return cache.read(
        `${key} settled ${month}`,
        async () => `${versions.months[month] ?? 0}/${versions.months.all ?? 0}`,
        () => sumPart(db, periods, month, end),
      );
    }),
  );
  return mergeChunks(chunks);
}

/**
 * Every figure of the dashboard for one range, from the two kept parts. `versions` was read
 * before: each part is computed after it, or kept from a computation after the same rows.
 */
export async function sumFigures(db: Db, cache: AggregateCache, periods: Periods, versions: FigureVersions) {
  const yesterday = addDays(versions.today, -1);
  const key = `dashboard ${periods.current.from} ${periods.current.to} ${yesterday}`;
  return cache.read(
    key,
    async () => `${versions.recent}/${versions.settled}/${versions.people}`,
    () => mergeParts(db, cache, key, periods, yesterday, versions),
  );
}

async function mergeParts(
  db: Db,
  cache: AggregateCache,
  key: string,
  periods: Periods,
  yesterday: string,
  versions: FigureVersions,
) {
  const [settled, recent, people] = await Promise.all([
    cache.read(
      `${key} settled`,
      async () => versions.settled,
      () => sumSettled(db, cache, key, periods, versions),
    ),
    cache.read(
      `${key} recent`,
      async () => versions.recent,
      () => sumPart(db, periods, yesterday, null),
    ),
    cache.read(
      `${key} people`,
      async () => versions.people,
      async () => {
        const [activeStores, members] = await Promise.all([
          countActiveStores(db, periods),
          countMembers(db, periods),
        ]);
        return { activeStores, members };
      },
    ),
  ]);
  const placed = (status: 'approved' | 'pending') => ({
    current: settled.placed[status].current + recent.placed[status].current,
    previous: settled.placed[status].previous + recent.placed[status].previous,
  });
  const days = daysOf(periods.current);
  const perDay = new Map<string, DashboardOrdersDay>(
    days.map((date) => [
      date,
      { date, pending: 0, approved: 0, shipped: 0, rejected: 0, completed: 0, cancelled: 0 },
    ]),
  );
  for (const cell of [...settled.dayCells, ...recent.dayCells]) {
    const day = perDay.get(cell.day);
    if (day) day[cell.status] = cell.orders;
  }
  const values = new Map([...settled.dayValues, ...recent.dayValues].map((row) => [row.day, row.value]));
  return {
    activeStores: people.activeStores,
    members: people.members,
    approved: placed('approved'),
    pending: placed('pending'),
    // The charts' series, built once while the sums are kept (the same arrays each time, so that
    // dashboard/json.ts encodes them once).
    ordersPerDay: [...perDay.values()],
    valuePerDay: days.map((date) => ({ date, value: values.get(date) ?? '0.00' })),
    topStores: topStores(settled, recent),
    topProducts: topProducts(settled, recent),
  };
}
