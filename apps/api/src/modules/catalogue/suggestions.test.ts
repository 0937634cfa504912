import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { makeSearchCatalogue } from '../../../test/support/search-fixtures';

let t: TestContext;
let token: string;
const get = (url: string) => call(t.app, token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  token = await loginAs(t.app, user.email, user.password);
  await makeSearchCatalogue(t.db);
});
afterAll(() => t.close());

describe('GET /api/products/search/suggestions', () => {
  const suggest = async (q: string, extra = '') => {
    const res = await get(`/api/products/search/suggestions?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions.map((s: { text: string }) => s.text);
  };

  it('ranks categories, then model codes, then product names by prefix', async () => {
    expect(await suggest('iph', '&limit=20')).toEqual([
      'iPhone',
      'iPhone 13',
      'iPhone 14',
      'iPhone 14 Pro',
      'iPhone 13 Battery',
      'iPhone 14 Battery',
      'iPhone 14 LCD Assembly',
      'iPhone 14 Pro Battery Replacement',
    ]);
    expect(await suggest('a26')).toEqual(['A2649', 'A2650']);
  });

  it('keeps texts distinct and within the limit', async () => {
    await makeProduct(t.db, { name: 'iPhone 13 Battery', sku: 'BAT-IP13-B' });
    await makeProduct(t.db, { name: 'IPHONE 13 battery', sku: 'BAT-IP13-C' });
    const texts = await suggest('iphone 13');
    expect(texts.slice(0, 2)).toEqual(['iPhone 13', 'iPhone 13 Battery']);
    expect(new Set(texts.map((text: string) => text.toLowerCase())).size).toBe(texts.length);
    expect(await suggest('iph')).toHaveLength(5);
    expect(await suggest('iph', '&limit=2')).toEqual(['iPhone', 'iPhone 13']);
  });

  it('suggests for misspelt words and words inside names', async () => {
    expect((await suggest('samsng'))[0]).toBe('Samsung');
    expect(await suggest('screwdrivr')).toContain('Precision Screwdriver Set');
    expect(await suggest('charging')).toContain('Galaxy S21 Charging Port Flex');
  });

  it('needs 2 characters and a limit of 1-20', async () => {
    const short = await get('/api/products/search/suggestions?q=%20i%20');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('q: q must be at least 2 characters');
    expect((await get('/api/products/search/suggestions?q=ip&limit=21')).statusCode).toBe(400);
    expect((await get('/api/products/search/suggestions')).statusCode).toBe(400);
  });
});
