import { eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeStore, makeUser } from '../../../test/support/factories';
import { categories, products } from '../../db/schema';

// Product CSV import and export (issue 19), with the store's caches on as in production.
let t: TestContext;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 60 });
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  admin = await loginAs(t.app, user.email, user.password);
  const buyer = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
  member = await loginAs(t.app, buyer.email, buyer.password);
});
afterAll(() => t.close());

const HEADER = 'sku,name,price,category,model,manufacturer,description,badges,status,stock_quantity';
const importCsv = (csv: string | Buffer, dryRun = true) =>
  call(t.app, admin, {
    method: 'POST',
    url: `/api/admin/products/import?dry_run=${dryRun}`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
const bySku = async (sku: string) => (await t.db.select().from(products).where(eq(products.sku, sku)))[0];
const exportCsv = async (query: string) => {
  const res = await call(t.app, admin, { method: 'GET', url: `/api/admin/products/export?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body;
};

describe('product import', () => {
  const file = [
    HEADER,
    'IMP-1,Nova Screen,24.90,Imported > Screens > Nova,N1,Acme,"Bright, sharp ""HD"" panel",New,active,12',
    'IMP-2,Nova Battery,9.5,Imported > Batteries,,,,,,',
  ].join('\n');

  it('a dry run reports what would change and writes nothing', async () => {
    const res = await importCsv(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      dry_run: true,
      applied: false,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      categories_created: 4,
      errors: [],
      errors_total: 0,
    });
    expect(await bySku('IMP-1')).toBeUndefined();
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Imported'))).toEqual([]);
  });

  it('applies: products and category paths are created, and the store finds them at once', async () => {
    expect(
      (await call(t.app, member, { method: 'GET', url: '/api/products/search?q=IMP-1' })).statusCode,
    ).toBe(200);
    const res = await importCsv(file, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ applied: true, created: 2, categories_created: 4 });
    const screen = await bySku('IMP-1');
    expect(screen).toMatchObject({
      name: 'Nova Screen',
      price: '24.90',
      model: 'N1',
      description: 'Bright, sharp "HD" panel',
      badges: 'New',
      isActive: true,
      stockQuantity: 12,
    });
    expect(screen?.categoryIds).toHaveLength(3);
    expect((await bySku('IMP-2'))?.stockQuantity).toBeNull();
    const found = await call(t.app, member, { method: 'GET', url: '/api/products/search?q=IMP-1' });
    expect(found.json().data.products.map((p: { sku: string }) => p.sku)).toContain('IMP-1');

    const again = await importCsv(file, false);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2, categories_created: 0 });
  });

  it('updates by SKU without case, leaves out columns the file does not have, and can deactivate', async () => {
    const res = await importCsv('sku,name,price,status\nimp-2,Nova Battery XL,11.00,inactive\n', false);
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const battery = await bySku('imp-2');
    expect(battery).toMatchObject({ name: 'Nova Battery XL', price: '11.00', isActive: false });
    expect(battery?.categoryIds).toHaveLength(2);
    const detail = await call(t.app, member, { method: 'GET', url: `/api/products/${battery?.id}` });
    expect(detail.statusCode).toBe(404);
  });

  it('export → import changes nothing, even with commas, quotes, new lines, accents and formulas', async () => {
    const tricky = [
      HEADER,
      'RT-1,"Écran, 6.1"" OLED",120.00,Imported > Screens,"=SUM(A1)",Acme,"Line one\nLine two",,active,3',
      'RT-2,+Plus Cable,0.99,,@model,-maker,,"Hot, New",inactive,',
    ].join('\r\n');
    expect((await importCsv(tricky, false)).json().data).toMatchObject({ created: 2, errors_total: 0 });
    expect((await bySku('RT-1'))?.model).toBe('=SUM(A1)');
    const csv = await exportCsv('search=RT-');
    expect(csv.startsWith(`\uFEFF${HEADER}\n`)).toBe(true);
    expect(csv).toContain("'=SUM(A1)");
    expect(csv).toContain("'+Plus Cable");
    const back = await importCsv(csv, false);
    expect(back.json().data).toMatchObject({
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      errors_total: 0,
    });
    expect((await bySku('RT-2'))?.name).toBe('+Plus Cable');
  });

  it('export follows the list filters', async () => {
    const csv = await exportCsv('status=inactive&search=imp-');
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^imp-2,Nova Battery XL,11.00,Imported > Batteries,/);
  });

  it('takes the file as multipart too', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['sku,name,price\nMP-1,Multipart Part,1.00\n'], { type: 'text/csv' }),
      'p.csv',
    );
    const body = new Response(form);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/admin/products/import?dry_run=false',
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 1 });
    expect(await bySku('MP-1')).toBeDefined();
  });
});

describe('a broken file gets a report naming row, column and reason, and changes nothing', () => {
  const errorsOf = async (csv: string | Buffer) => {
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    return res.json().data.errors as { row: number; column: string | null; message: string }[];
  };

  it('a wrong header', async () => {
    expect(await errorsOf('sku,name,prize\nA,B,1\n')).toEqual([
      {
        row: 1,
        column: 'prize',
        message: `Unknown column "prize"; the columns are ${HEADER.split(',').join(', ')}`,
      },
      { row: 1, column: 'price', message: 'Missing column "price"' },
    ]);
  });

  it('bad numbers, text and paths, each on its row and column', async () => {
    const csv = [
      HEADER,
      'BAD-1,Part,abc,,,,,,,',
      'BAD-2,Part,-1,,,,,,,',
      'BAD-3,Part,1.234,,,,,,,',
      'BAD-4,Part,1,,,,,,,2.5',
      'BAD-5,Part,1,,,,,,,-3',
      'BAD-6,,1,,,,,,,',
      'BAD-7,Part,1,A > B > C > D,,,,,,',
      'BAD-8,Part,1,,,,,,gone,',
      'BAD 9,Part,1,,,,,,,',
      'BAD-10,Part,1,A >  > C,,,,,,',
      'BAD-11,Part,1',
    ].join('\n');
    expect(await errorsOf(csv)).toEqual([
      { row: 2, column: 'price', message: 'price "abc" is not a number' },
      { row: 3, column: 'price', message: 'price must be 0 or more' },
      { row: 4, column: 'price', message: 'price must have at most 2 decimals' },
      { row: 5, column: 'stock_quantity', message: 'stock_quantity "2.5" is not a whole number' },
      { row: 6, column: 'stock_quantity', message: 'stock_quantity must be 0 or more' },
      { row: 7, column: 'name', message: 'name is required' },
      { row: 8, column: 'category', message: 'category "A > B > C > D" has 4 levels; at most 3 are allowed' },
      { row: 9, column: 'status', message: 'status "gone" must be active or inactive' },
      { row: 10, column: 'sku', message: 'sku must not contain spaces' },
      { row: 11, column: 'category', message: 'category "A >  > C" has an empty level' },
      { row: 12, column: null, message: 'Expected 10 values, found 3' },
    ]);
  });

  it('duplicate SKUs within the file, without case', async () => {
    expect(await errorsOf('sku,name,price\nDUP-1,A,1\nDUP-2,B,1\ndup-1,C,1\n')).toEqual([
      { row: 4, column: 'sku', message: 'SKU dup-1 appears again (first on row 2)' },
    ]);
  });

  it('an empty file, a header alone, a broken quote', async () => {
    expect(await errorsOf('')).toEqual([
      { row: 1, column: null, message: 'The file is empty: it has no header row' },
    ]);
    expect(await errorsOf(`${HEADER}\r\n`)).toEqual([
      { row: 2, column: null, message: 'The file has a header but no products' },
    ]);
    const broken = await errorsOf('sku,name,price\nQ-1,"Open quote,1\nQ-2,B,1\n');
    expect(broken).toEqual([
      {
        row: 2,
        column: null,
        message:
          'The file cannot be read from here: a quoted value is not closed (a double quote is missing)',
      },
    ]);
  });

  it('a file that is not UTF-8 (Windows-1252, UTF-16) says how to save it', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('sku,name,price\nL-1,'),
      Buffer.from([0xc9]),
      Buffer.from('cran,1\n'),
    ]);
    expect((await errorsOf(latin1))[0]?.message).toBe(
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('sku,name,price\n', 'utf16le')]);
    expect((await errorsOf(utf16))[0]?.message).toContain('UTF-16');
  });

  it('a BOM and CRLF line ends are read as a spreadsheet writes them', async () => {
    const res = await importCsv('\uFEFFsku,name,price\r\nBOM-1,Bom Part,2.00\r\n');
    expect(res.json().data).toMatchObject({ rows: 1, created: 1, errors_total: 0 });
  });

  it('an apply with any error answers 422 with the report and writes no row', async () => {
    const res = await importCsv('sku,name,price\nOK-1,Fine,1\nOK-2,Broken,x\n', false);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The file has 1 error; nothing was changed.',
      data: { applied: false, created: 1, errors: [{ row: 3, column: 'price' }] },
    });
    expect(await bySku('OK-1')).toBeUndefined();
  });

  it('a 10 MB file is checked; over 50 MB is refused with 413', async () => {
    const description = 'x'.repeat(4900);
    const rows = Array.from({ length: 2200 }, (_, i) => `BIG-${i},Big Part ${i},1.00,,,,${description},,,`);
    const big = `${HEADER}\n${rows.join('\n')}\n`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await importCsv(big);
    expect(res.json().data).toMatchObject({ rows: 2200, created: 2200, errors_total: 0 });
    expect(await t.db.select().from(products).where(ilike(products.sku, 'BIG-%'))).toEqual([]);

    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    const refused = await importCsv(huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The file is larger than 50 MB.');
  });

  it('other content types are refused, and store users may not import or export', async () => {
    const json = await call(t.app, admin, {
      method: 'POST',
      url: '/api/admin/products/import',
      payload: { sku: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send the CSV file as multipart/form-data (field file) or as a text/csv body.',
    );
    const asMember = await call(t.app, member, {
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'content-type': 'text/csv' },
      payload: 'sku,name,price\n',
    });
    expect(asMember.statusCode).toBe(403);
    expect((await call(t.app, member, { method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(
      403,
    );
  });
});
