import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { products } from '../../db/schema';

// Product images (issue 19), with the store's caches on as in production.
let t: TestContext;
let dataDir: string;
let admin: string;
let adminId: number;
let member: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-images-'));
  t = await createTestApp({ dataDir, catalogueCacheSeconds: 60 });
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  adminId = user.id;
  admin = await loginAs(t.app, user.email, user.password);
  const buyer = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
  member = await loginAs(t.app, buyer.email, buyer.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}\.webp$/;
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30, background = '#c00') =>
  sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
const form = (bytes: Uint8Array | string, name = 'photo.png', type = 'image/png', field = 'file') => {
  const body = new FormData();
  body.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return body;
};
const upload = (id: number, payload?: FormData, token: string | null = admin) =>
  call(t.app, token ?? undefined, {
    method: 'POST',
    url: `/api/admin/products/${id}/image`,
    ...(payload && { payload }),
  });
const stored = (url: string) => readFileSync(join(dataDir, 'images', url.slice('/api/images/'.length)));
const storedNames = () => readdirSync(join(dataDir, 'images'));
const refused = async (res: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
};

describe('product image upload', () => {
  it('stores PNG, JPEG and WebP as WebP, served for ever, shown in the store at once', async () => {
    const product = await makeProduct(t.db);
    // The store reads (and holds) the product before its image changes.
    await call(t.app, member, { url: `/api/products/${product.id}` });
    const urls: string[] = [];
    for (const [format, background] of [
      ['png', '#c00'],
      ['jpeg', '#0c0'],
      ['webp', '#00c'],
    ] as const) {
      const res = await upload(product.id, form(await image(format, 40, 30, background), `x.${format}`));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Image uploaded',
        data: { id: product.id },
      });
      const url = res.json().data.image;
      expect(url).toMatch(IMAGE_URL);
      urls.push(url);
      const served = await t.app.inject({ url }); // no token: images are public
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      // Not enlarged: 40 x 30 stays 40 x 30.
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 40,
        height: 30,
      });
      const detail = await call(t.app, member, { url: `/api/products/${product.id}` });
      expect(detail.json().data.image).toBe(url);
    }
    expect(new Set(urls).size).toBe(3);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.updatedBy).toBe(adminId);
  });

  it('gives the same bytes the same name, and fits large images within 1200 x 1200', async () => {
    const product = await makeProduct(t.db);
    const bytes = await image('png', 2400, 1000, '#abc');
    const first = (await upload(product.id, form(bytes))).json().data.image;
    const second = (await upload(product.id, form(bytes, 'other-name.png'))).json().data.image;
    expect(second).toBe(first);
    expect(await sharp(stored(first)).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 500 });
    expect(storedNames().filter((name) => name.startsWith('.'))).toEqual([]); // no temp file left
  });

  it('judges the type by the bytes, never the name or the declared type', async () => {
    const product = await makeProduct(t.db);
    const jpeg = await image('jpeg');
    expect((await upload(product.id, form(jpeg, 'x.png', 'image/png'))).statusCode).toBe(200);
    const only = 'file: only JPEG, PNG or WebP images are accepted';
    await refused(await upload(product.id, form('<html><script>alert(1)</script>', 'x.png')), 415, only);
    await refused(await upload(product.id, form(await image('gif'), 'x.gif', 'image/gif')), 415, only);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await refused(await upload(product.id, form(svg, 'x.svg', 'image/svg+xml')), 415, only);
  });

  it('refuses bytes that claim a type but do not decode, and images too small or too many pixels', async () => {
    const product = await makeProduct(t.db);
    const png = await image('png', 200, 200);
    const unreadable = 'file: the image could not be read';
    await refused(await upload(product.id, form(png.subarray(0, png.length - 30))), 422, unreadable);
    const broken = Buffer.from(png).fill(0x41, 16, 60); // valid magic, broken header and body
    await refused(await upload(product.id, form(broken)), 422, unreadable);
    await refused(
      await upload(product.id, form(await image('png', 8, 8))),
      422,
      'file: the image is under 16 pixels wide or tall',
    );
    // A decompression bomb: 48 megapixels of one colour compress to well under 2 MB.
    await refused(
      await upload(product.id, form(await image('png', 8000, 6000))),
      422,
      'file: the image has more than 40 megapixels',
    );
  });

  it('accepts a JPEG with a ZIP and a script appended, and stores only its pixels (re-encoded)', async () => {
    const product = await makeProduct(t.db);
    const payload = Buffer.from('PK\u0003\u0004<script>alert(1)</script>');
    const res = await upload(product.id, form(Buffer.concat([await image('jpeg'), payload]), 'x.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const bytes = stored(res.json().data.image);
    expect(bytes.includes('PK\u0003\u0004')).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
  });

  it('refuses more than 2 MB with 413, exactly 2 MB is read', async () => {
    const product = await makeProduct(t.db);
    const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const sized = (n: number) => Buffer.concat([magic, Buffer.alloc(n - magic.length)]);
    await refused(
      await upload(product.id, form(sized(2 * 1024 * 1024 + 1))),
      413,
      'file: the image is larger than 2 MB',
    );
    await refused(
      await upload(product.id, form(sized(2 * 1024 * 1024))),
      422,
      'file: the image could not be read',
    );
  });

  it('asks for a file when there is none, names an unknown product, and is for admins only', async () => {
    const product = await makeProduct(t.db);
    const none = 'file: choose an image to upload';
    const fieldOnly = new FormData();
    fieldOnly.append('note', 'hello');
    await refused(await upload(product.id, fieldOnly), 400, none);
    await refused(await upload(product.id), 400, none);
    await refused(
      await upload(product.id, form(await image('png'), 'x.png', 'image/png', 'image')),
      400,
      none,
    );
    await refused(await upload(product.id, form(new Uint8Array(0))), 400, none);
    const garbled = await call(t.app, admin, {
      method: 'POST',
      url: `/api/admin/products/${product.id}/image`,
      headers: { 'content-type': 'multipart/form-data' }, // no boundary
      payload: 'garbage',
    });
    await refused(garbled, 400, 'file: the upload is not a valid multipart/form-data body');
    await refused(await upload(2_000_000, form(await image('png'))), 404, 'Product not found');
    const before = storedNames().length;
    await refused(
      await upload(product.id, form(await image('png', 41)), member),
      403,
      'Admin access required',
    );
    expect((await upload(product.id, form(await image('png', 42)), null)).statusCode).toBe(401);
    expect(storedNames().length).toBe(before);
  });

  it('serves nothing but stored images by their hash name', async () => {
    const absent = `/api/images/${'a'.repeat(64)}.webp`;
    for (const url of [
      absent,
      `/api/images/${'A'.repeat(64)}.webp`,
      `/api/images/${'a'.repeat(64)}.svg`,
      '/api/images/..%2F..%2Fetc%2Fpasswd',
      '/api/images/..%2Fjwt-secret',
      '/api/images/../../etc/passwd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success, url).toBe(false);
    }
    expect((await t.app.inject({ url: absent })).json()).toMatchObject({ message: 'Image not found' });
  });
});
