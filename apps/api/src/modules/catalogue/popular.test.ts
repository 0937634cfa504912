import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeStore, makeUser } from '../../../test/support/factories';
import { makeSearchCatalogue } from '../../../test/support/search-fixtures';
import { createSearchLogPruner, POPULAR_MIN_USERS } from './popular-searches';

// Popular searches are shown to every store: a term appears only once several users searched it,
// so one user cannot push a term and one store's searches are not shown to the others.
let t: TestContext;
type Member = { id: number; token: string };
let members: Member[];

beforeAll(async () => {
  t = await createTestApp();
  await makeSearchCatalogue(t.db);
  members = [];
  for (let i = 0; i < 4; i += 1) {
    const store = await makeStore(t.db);
    const user = await makeUser(t.db, { storeId: store.id });
    members.push({ id: user.id, token: await loginAs(t.app, user.email, user.password) });
  }
});
afterAll(() => t.close());

const search = async (member: Member, q: string) => {
  const res = await call(t.app, member.token, {
    method: 'GET',
    url: `/api/products/search?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const popular = async (query = '') => {
  const res = await call(t.app, members[0]!.token, {
    method: 'GET',
    url: `/api/products/search/popular${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.queries as Array<{ query: string; count: number }>;
};
const clearLog = () => t.database.query('delete from search_queries');
/** A search logged straight into the table, `daysAgo` days back. */
const logged = (member: Member, query: string, daysAgo: number, resultsCount = 3) =>
  t.database.query(
    `insert into search_queries (query, user_id, results_count, created_at)
     values ($1, $2, $3, now() - make_interval(days => $4))`,
    [query, member.id, resultsCount, daysAgo],
  );

describe('GET /api/products/search/popular', () => {
  it(`shows a query only once ${POPULAR_MIN_USERS} different users searched it`, async () => {
    await clearLog();
    const [a, b, c] = members as [Member, Member, Member];
    for (let i = 0; i < 6; i += 1) await search(a, 'Battery');
    expect(await popular()).toEqual([]);
    await search(b, 'battery ');
    expect(await popular()).toEqual([]);
    await search(c, 'BATTERY');
    expect(await popular()).toEqual([{ query: 'battery', count: 3 }]);
  });

  it('keeps one row per user and query, its time and result count those of the latest search', async () => {
    await clearLog();
    const [a] = members as [Member];
    await logged(a, 'galaxy s21', 20, 99);
    await search(a, 'Galaxy  S21');
    const rows = await t.database.query<{ n: number; results_count: number; fresh: boolean }>(
      `select count(*) over ()::int as n, results_count, created_at > now() - interval '1 minute' as fresh
       from search_queries where user_id = $1 and query = 'galaxy s21'`,
      [a.id],
    );
    expect(rows).toEqual([{ n: 1, results_count: 2, fresh: true }]);
  });

  it('counts users of the last 30 days whose search found something, most users then latest first', async () => {
    await clearLog();
    const [a, b, c, d] = members as [Member, Member, Member, Member];
    for (const m of [a, b, c, d]) await logged(m, 'iphone 14', 10);
    for (const m of [a, b, c]) await logged(m, 'galaxy s21', 5);
    for (const m of [a, b, c]) await logged(m, 'screwdriver', 1);
    // Too old for one of its users: two left in the window.
    for (const [m, days] of [
      [a, 31],
      [b, 2],
      [c, 3],
    ] as const)
      await logged(m, 'old news', days);
    // Searched by all, found nothing.
    for (const m of [a, b, c, d]) await logged(m, 'qwxzvbn', 1, 0);

    expect(await popular()).toEqual([
      { query: 'iphone 14', count: 4 },
      { query: 'screwdriver', count: 3 },
      { query: 'galaxy s21', count: 3 },
    ]);
    expect(await popular('?limit=1')).toEqual([{ query: 'iphone 14', count: 4 }]);
  });

  it('does not count the searches of deleted members', async () => {
    await clearLog();
    const [a, b] = members as [Member, Member];
    const leaving = await makeUser(t.db);
    for (const m of [a, b, { id: leaving.id, token: '' }]) await logged(m, 'iphone 13', 1);
    expect(await popular()).toEqual([{ query: 'iphone 13', count: 3 }]);
    await t.database.query('delete from users where id = $1', [leaving.id]);
    expect(await popular()).toEqual([]);
  });
});

describe('search log pruning', () => {
  const count = async () =>
    (await t.database.query<{ n: number }>('select count(*)::int as n from search_queries'))[0]!.n;

  it('every Nth logged search deletes rows past 30 days and all but the newest rows', async () => {
    await clearLog();
    const [a, b] = members as [Member, Member];
    for (let day = 1; day <= 8; day += 1) await logged(a, `query ${day}`, day);
    await logged(b, 'ancient', 45);
    const searchLogged = createSearchLogPruner({ db: t.db, every: 3, maxRows: 5 });

    expect([await searchLogged(), await searchLogged()]).toEqual([0, 0]);
    expect(await count()).toBe(9);
    expect(await searchLogged()).toBe(4);
    const left = await t.database.query<{ query: string }>(
      'select query from search_queries order by created_at desc',
    );
    expect(left.map((row) => row.query)).toEqual(['query 1', 'query 2', 'query 3', 'query 4', 'query 5']);
  });

  it('reports a failed prune without throwing', async () => {
    const errors: unknown[] = [];
    const searchLogged = createSearchLogPruner({ db: t.db, every: 1, onError: (e) => errors.push(e) });
    await t.database.query('alter table search_queries rename to search_queries_away');
    try {
      expect(await searchLogged()).toBe(0);
    } finally {
      await t.database.query('alter table search_queries_away rename to search_queries');
    }
    expect(errors).toHaveLength(1);
  });
});
