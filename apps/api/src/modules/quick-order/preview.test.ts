import { QUICK_ORDER_MAX_LINES, QuickOrderPreviewResponseSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { testDbKind } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { ADMIN_CANNOT_ORDER, STORE_INACTIVE } from '../cart';

let t: TestContext;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t);
});
afterAll(() => t.close());

type Who = { token: string };
const previewText = (who: Who, text: string) =>
  call(t.app, who.token, { method: 'POST', url: '/api/user/quick-order/preview', payload: { text } });

function upload(who: Who, bytes: Uint8Array | string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'text/csv' }), 'order.csv');
  return call(t.app, who.token, { method: 'POST', url: '/api/user/quick-order/preview', payload: form });
}

async function linesOf(res: Awaited<ReturnType<typeof previewText>>) {
  expect(res.statusCode, res.body).toBe(200);
  return QuickOrderPreviewResponseSchema.parse(res.json()).data.lines;
}

describe('POST /api/user/quick-order/preview', () => {
  it('resolves each line to its product, price and stock, and flags every problem', async () => {
    const screen = await makeProduct(t.db, { sku: 'QP-SCREEN-1', name: 'Pixel Screen', price: '19.99' });
    const tracked = await makeProduct(t.db, { sku: 'QP-BATT-1', price: '5.50', stockQuantity: 10 });
    await makeProduct(t.db, { sku: 'QP-OLD-1', isActive: false });
    const soldOut = await makeProduct(t.db, { sku: 'QP-SOLD-1', status: 0 });
    await makeProduct(t.db, { sku: 'QP-ZERO-1', stockQuantity: 0 });
    await makeProduct(t.db, { sku: 'QP-FEW-1', stockQuantity: 3 });
    await makeProduct(t.db, { sku: 'QP-MANY-1' });

    const lines = await linesOf(
      await previewText(
        member,
        [
          'qp-screen-1 3',
          'QP-BATT-1,2',
          'QP-OLD-1',
          'QP-SOLD-1;1',
          'QP-ZERO-1\t1',
          'QP-FEW-1 5',
          'QP-MANY-1 150',
          'QP-NOPE-1 1',
          'QP-SCREEN-1 2',
          'QP-BATT-1 lots',
          '\u0000\u0001',
        ].join('\n'),
      ),
    );
    const summary = lines.map((l) => [l.line, l.sku, l.quantity, l.error?.code ?? 'ok', l.error?.message]);
    expect(summary).toEqual([
      [1, 'qp-screen-1', 5, 'ok', undefined],
      [2, 'QP-BATT-1', 2, 'ok', undefined],
      [3, 'QP-OLD-1', 1, 'inactive', 'This product is no longer sold'],
      [4, 'QP-SOLD-1', 1, 'out_of_stock', 'Out of stock'],
      [5, 'QP-ZERO-1', 1, 'out_of_stock', 'Out of stock'],
      [6, 'QP-FEW-1', 5, 'not_enough_stock', 'only 3 left'],
      [7, 'QP-MANY-1', 150, 'quantity', 'quantity must be between 1 and 99'],
      [8, 'QP-NOPE-1', 1, 'unknown_sku', 'No product has the SKU QP-NOPE-1'],
      [10, 'QP-BATT-1', 0, 'quantity', 'quantity "lots" is not a whole number'],
      [11, '', 0, 'unreadable', 'this line is not readable text'],
    ]);
    expect(lines[0]).toMatchObject({ merged_lines: [9] });
    expect(lines[0]?.product).toEqual({
      id: screen.id,
      name: 'Pixel Screen',
      sku: 'QP-SCREEN-1',
      price: 19.99,
      image_url: null,
      stock_quantity: null,
      is_active: true,
      in_stock: true,
      line_total: 99.95,
    });
    expect(lines[1]?.product).toMatchObject({ id: tracked.id, stock_quantity: 10, line_total: 11 });
    expect(lines[3]?.product).toMatchObject({ id: soldOut.id, in_stock: false });
    expect(lines[7]?.product).toBeUndefined();
  });

  it("suggests close SKUs for a typo, from the SKU's neighbours and from its words", async () => {
    await makeProduct(t.db, { sku: 'QS-IP14-LCD-BLK', name: 'iPhone 14 LCD Black' });
    await makeProduct(t.db, { sku: 'QS-IP14-LCD-WHT', name: 'iPhone 14 LCD White' });
    await makeProduct(t.db, { sku: 'QS-IP14-LCD-RED', name: 'iPhone 14 LCD Red', isActive: false });
    // Twenty SKUs sorting between 'qs-' and 'qx-': the typo 'QX-...' has them as its neighbours.
    for (let i = 10; i < 30; i += 1) await makeProduct(t.db, { sku: `QT-FILL-${i}` });

    const lines = await linesOf(await previewText(member, 'QS-IP14-LCD-BLKK 1\nQX-IP14-LCD-BLK 2\nZZZZZZZZ'));
    const suggested = lines.map((l) => l.error?.suggestions?.map((s) => s.sku));
    expect(suggested[0]?.[0]).toBe('QS-IP14-LCD-BLK');
    expect(suggested[0]).toContain('QS-IP14-LCD-WHT');
    expect(suggested[1]?.[0]).toBe('QS-IP14-LCD-BLK');
    for (const list of suggested) {
      expect(list!.length).toBeLessThanOrEqual(3);
      expect(list).not.toContain('QS-IP14-LCD-RED');
    }
    expect(suggested[2]).toEqual([]);
    expect(lines[0]?.error?.suggestions?.[0]).toEqual({
      sku: 'QS-IP14-LCD-BLK',
      name: 'iPhone 14 LCD Black',
    });
  });

  it('reads a CSV file sent as multipart field file, header and BOM included', async () => {
    await makeProduct(t.db, { sku: 'QF-CSV-1', price: '2.00' });
    await makeProduct(t.db, { sku: 'QF-CSV-2', price: '3.00' });
    const lines = await linesOf(await upload(member, '\ufeffsku,quantity\r\n"QF-CSV-1",4\r\nQF-CSV-2,1\r\n'));
    expect(lines.map((l) => [l.line, l.sku, l.quantity, l.product?.line_total, l.error])).toEqual([
      [2, 'QF-CSV-1', 4, 8, undefined],
      [3, 'QF-CSV-2', 1, 3, undefined],
    ]);
  });

  it('refuses a file that is not text, not UTF-8, too large, empty or in another field', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const refusals = [
      [await upload(member, png), 400, /^file: this is not a text file/],
      [await upload(member, new Uint8Array([0x53, 0x4b, 0x55, 0xe9, 0x20, 0x31])), 400, /not UTF-8 text/],
      [await upload(member, new Uint8Array([0xff, 0xfe, 0x53, 0])), 400, /UTF-16/],
      [await upload(member, 'x'.repeat(512 * 1024 + 1)), 413, /^file: the file is larger than 512 KB/],
      [await upload(member, ''), 400, /^file: choose a CSV file/],
      [await upload(member, 'QF-CSV-1 1', 'attachment'), 400, /^file: choose a CSV file/],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it(`previews ${QUICK_ORDER_MAX_LINES} lines and refuses ${QUICK_ORDER_MAX_LINES + 1}, naming the limit`, async () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `QL-${i} 1`);
    expect(await linesOf(await previewText(member, rows.join('\n')))).toHaveLength(QUICK_ORDER_MAX_LINES);
    const tooMany = await previewText(member, [...rows, 'QL-X 1'].join('\n'));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      400,
      `text: at most ${QUICK_ORDER_MAX_LINES} lines at a time; split the list`,
    ]);
    const file = await upload(member, ['sku,quantity', ...rows, 'QL-X 1'].join('\n'));
    expect([file.statusCode, file.json().message]).toEqual([
      400,
      `file: at most ${QUICK_ORDER_MAX_LINES} lines at a time; split the list`,
    ]);
  });

  it('answers 500 lines, ten of them typos (time logged, not asserted)', async () => {
    const skus: string[] = [];
    for (let i = 0; i < 500; i += 1) skus.push(`QB-${String(i).padStart(3, '0')}`);
    await t.database.query(
      `insert into products (name, sku, price, stock_quantity)
       select 'Bulk ' || s, s, 1.25, 50 from unnest($1::text[]) as s`,
      [skus],
    );
    // Ten typos among them, each with suggestions.
    const text = skus.map((sku, i) => (i % 50 === 0 ? `${sku}X 2` : `${sku} 2`)).join('\n');
    await previewText(member, text); // warm-up: plans and caches
    const started = performance.now();
    const lines = await linesOf(await previewText(member, text));
    const ms = performance.now() - started;
    console.info(`quick order preview of 500 lines (10 typos) on ${testDbKind()}: ${ms.toFixed(1)} ms`);
    expect(lines.filter((l) => !l.error)).toHaveLength(490);
    expect(lines.filter((l) => l.error?.code === 'unknown_sku' && l.error.suggestions?.length)).toHaveLength(
      10,
    );
  });

  it('never fails on junk text: NUL, lone surrogates and control characters are unreadable lines', async () => {
    const lines = await linesOf(
      await previewText(member, 'QP-\u0000 1\n\ud800 2\nGOOD\u0007 1\n\ufffd\ufffd'),
    );
    expect(lines.map((l) => l.error?.code)).toEqual(['unreadable', 'unreadable', 'unreadable', 'unreadable']);
    expect(await linesOf(await previewText(member, ''))).toEqual([]);
  });

  it('is for store members only, as the cart', async () => {
    const admin = await signInAdmin(t);
    const closed = await signInMember(t, { storeActive: false });
    for (const [who, message] of [
      [admin, ADMIN_CANNOT_ORDER],
      [closed, STORE_INACTIVE],
    ] as const) {
      const res = await previewText(who, 'QP-SCREEN-1 1');
      expect([res.statusCode, res.json().message]).toEqual([403, message]);
      expect((await upload(who, 'sku\nQP-SCREEN-1')).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/quick-order/preview',
      payload: { text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a body without text, naming the field', async () => {
    const res = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/user/quick-order/preview',
      payload: { lines: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^text: /);
  });
});
