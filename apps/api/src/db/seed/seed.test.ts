import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext, testConfig } from '../../../test/support/app';
import { createTestDatabase } from '../../../test/support/database';
import { CATALOGUE } from './catalogue';
import { seedOnFirstStart } from './first-start';
import { DEMO_ACCOUNTS, MEMBER_PASSWORD, seedDemoData } from './index';

const SPEC_TOP_LEVEL = [
  'Apple',
  'Samsung',
  'Motorola',
  'Google',
  'Others',
  'Game Console Parts',
  'Accessories',
  'Tools & Supplies',
  'Brands',
  'Refurbishing',
  'Board Components',
];
const webPublic = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

// Seeding a database takes a few seconds alone, much longer on a machine busy with other tests.
const SEEDING_TIMEOUT = 180_000;

let t: TestContext;
const rows = <T>(text: string) => t.database.query<T>(text);
const count = async (text: string) => (await rows<{ n: number }>(text))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  // Through the first-start path, as the server does on an empty embedded database.
  await seedOnFirstStart({
    config: { ...testConfig, seedDemo: true, seedProducts: 500 },
    database: t.database,
    log: t.app.log,
  });
}, SEEDING_TIMEOUT);
afterAll(() => t.close());

describe('demo data', () => {
  it(
    'is the same for the same options, and leaves a seeded database alone on the next start',
    async () => {
      const other = await createTestDatabase();
      try {
        await seedDemoData(other.db, { products: 500 });
        const listing = 'select name, sku, price, model from products order by id';
        expect(await other.query(listing)).toEqual(await rows(listing));
      } finally {
        await other.close();
      }
      const users = await count('select count(*)::int as n from users');
      await seedOnFirstStart({
        config: { ...testConfig, seedDemo: true },
        database: t.database,
        log: t.app.log,
      });
      expect(await count('select count(*)::int as n from users')).toBe(users);
    },
    SEEDING_TIMEOUT,
  );

  it("builds the spec's top-level categories in order, each three levels deep", async () => {
    const top = await rows<{ name: string; position: number }>(
      'select name, position from categories where parent_id is null order by position',
    );
    expect(top.map((c) => c.name)).toEqual(SPEC_TOP_LEVEL);
    const depth = await rows<{ name: string; leaves: number }>(`
      select r.name, count(l.id)::int as leaves from categories r
      join categories b on b.parent_id = r.id and b.level = 2
      join categories l on l.parent_id = b.id and l.level = 3
      where r.level = 1 group by r.name`);
    expect(depth.map((d) => d.name).sort()).toEqual([...SPEC_TOP_LEVEL].sort());
    expect(
      await count("select count(*)::int as n from categories where name = 'iPhone 14 Pro' and level = 3"),
    ).toBe(1);
  });

  it('files every product under a leaf and all its ancestors, with a search document', async () => {
    expect(await count('select count(*)::int as n from products')).toBe(500);
    const misfiled = await count(`
      select count(*)::int as n from products p
      join categories l on l.id = p.category_id
      join categories b on b.id = l.parent_id
      where l.level <> 3 or p.category_ids <> array[b.parent_id, b.id, l.id]`);
    expect(misfiled).toBe(0);
    expect(await count('select count(*)::int as n from products where search_vector is null')).toBe(0);
    const prices = await count(
      "select count(*)::int as n from products where price::text !~ '^[0-9]+\\.[0-9]{2}$'",
    );
    expect(prices).toBe(0);
  });

  it('has out-of-stock and imageless products, and every image it names exists', async () => {
    expect(await count('select count(*)::int as n from products where status = 0')).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from products where image is null')).toBeGreaterThan(0);
    const images = await rows<{ url: string }>(
      'select image as url from products where image is not null union select image_url from categories',
    );
    const missing = images.filter(
      ({ url }) => !url.startsWith('/images/parts/') || !existsSync(webPublic + url),
    );
    expect(missing).toEqual([]);
    const catalogueImages = CATALOGUE.flatMap((root) => [root.image, ...root.branches.map((b) => b.image)]);
    expect(catalogueImages.filter((url) => !existsSync(webPublic + url))).toEqual([]);
  });

  it('fills the bells of the demo accounts, two unread each, with no e-mail to send (issue 21)', async () => {
    const bell = (email: string) =>
      count(`select count(*)::int as n from notifications n join users u on u.id = n.user_id
        where u.email = '${email}' and n.read_at is null`);
    expect(await bell('store@example.com')).toBe(2);
    expect(await bell('admin@example.com')).toBe(2);
    expect(await count(`select count(*)::int as n from notifications where mail_state <> 'skipped'`)).toBe(0);
  });

  it('ships some orders with a carrier and tracking, and delivers completed ones (issue 20)', async () => {
    expect(
      await count(`select count(*)::int as n from orders
        where status in ('shipped', 'completed') and (carrier is null or tracking_number is null or shipped_at is null)`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from orders where status = 'completed' and delivered_at is null`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from orders where po_number is not null`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(`select count(*)::int as n from settings where tax_rate = 8.25 and shipping_fee = 15`),
    ).toBe(1);
  });

  it('places orders in every status, with totals that are the sum of their lines', async () => {
    const statuses = await rows<{ status: string }>('select distinct status from orders order by status');
    expect(statuses.map((s) => s.status)).toEqual([
      'approved',
      'cancelled',
      'completed',
      'pending',
      'rejected',
      'shipped',
    ]);
    const demoStatuses = await count(`
      select count(distinct status)::int as n from orders where user_email = 'store@example.com'`);
    expect(demoStatuses).toBe(6);
    const wrong = await count(`
      select count(*)::int as n from orders o
      join (select order_id, sum(line_total) as total, count(*) as lines,
                   bool_and(line_total = unit_price * quantity) as lines_ok
            from order_items group by order_id) i on i.order_id = o.id
      where o.total_amount <> i.total + o.tax_amount + o.shipping_fee or o.subtotal <> i.total or o.items_count <> i.lines or not i.lines_ok`);
    expect(wrong).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        "select count(*)::int as n from orders where order_number !~ ('^' || store_code || '-[0-9]+$')",
      ),
    ).toBe(0);
  });

  it('records each order from placement to its status, the last change being its update time', async () => {
    const broken = await count(`
      select count(*)::int as n from orders o
      where (select to_status from order_status_history h where h.order_id = o.id order by created_at desc, id desc limit 1) <> o.status
         or (select max(created_at) from order_status_history h where h.order_id = o.id) <> o.updated_at
         or not exists (select 1 from order_status_history h
                        where h.order_id = o.id and h.from_status is null and h.to_status = 'pending' and h.created_at = o.created_at)`);
    expect(broken).toBe(0);
    const old = await count(
      "select count(*)::int as n from orders where created_at < now() - interval '61 days'",
    );
    expect(old).toBe(0);
  });

  it('creates stores and members of every kind, with unique e-mails', async () => {
    const kinds = await rows<{ types: number; statuses: number }>(
      'select count(distinct store_type)::int as types, count(distinct status)::int as statuses from stores',
    );
    expect(kinds[0]).toEqual({ types: 2, statuses: 3 });
    const members = await rows<{ designations: number; inactive: number; storeless: number; users: number }>(`
      select count(distinct designation)::int as designations, count(*) filter (where not is_active)::int as inactive,
             count(*) filter (where store_id is null and role = 'user')::int as storeless, count(*)::int as users
      from users`);
    expect(members[0]).toMatchObject({ designations: 5, users: 30 });
    expect(members[0]!.inactive).toBeGreaterThan(0);
    expect(members[0]!.storeless).toBeGreaterThan(0);
    expect(await count('select count(distinct lower(email))::int as n from users')).toBe(30);
  });

  it('lets the demo accounts and the generated members sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email: account.email, role: account.role });
      if (account.role === 'user') expect(res.json().data.user.storeName).toEqual(expect.any(String));
    }
    const [member] = await rows<{ email: string }>(
      "select email from users where role = 'user' and is_active and email <> 'store@example.com' order by id limit 1",
    );
    await expect(loginAs(t.app, member!.email, MEMBER_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('fills carts, wishlists and recent searches', async () => {
    const demo = "(select id from users where email = 'store@example.com')";
    expect(await count(`select count(*)::int as n from cart_items where user_id = ${demo}`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(`select count(*)::int as n from wishlist_items where user_id = ${demo}`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from search_queries')).toBeGreaterThan(0);
  });

  it('gives popular searches something to show: queries searched by 3 or more members', async () => {
    const store = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
    const token = await loginAs(t.app, store.email, store.password);
    const res = await call(t.app, token, { method: 'GET', url: '/api/products/search/popular' });
    const queries: Array<{ query: string; count: number }> = res.json().data.queries;
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.count >= 3)).toBe(true);
  });
});
