import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { approvedOrder, invoiceNumberIn, makeProducts } from './test-support';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
});
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await signInMember(t);
});
afterAll(() => t.close());

const invoice = async (token: string, url: string) => {
  const res = await call(t.app, token, { method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return invoiceNumberIn(res.rawPayload);
};
const newOrder = async (prefix: string) =>
  approvedOrder(t, member, admin.token, await makeProducts(t, 1, prefix));

describe('invoice numbers', () => {
  it('are taken in sequence, one per order, and never change', async () => {
    const first = await newOrder('SEQA');
    const second = await newOrder('SEQB');
    const a = await invoice(member.token, `/api/orders/${first.id}/invoice.pdf`);
    const b = await invoice(admin.token, `/api/admin/orders/${second.id}/invoice.pdf`);
    expect(b).toBe(a + 1);
    expect(await invoice(admin.token, `/api/admin/orders/${first.id}/invoice.pdf`)).toBe(a);
  });

  describeOn('postgres', 'on PostgreSQL', () => {
    it('give 10 parallel first downloads one number, taking one from the sequence', async () => {
      const order = await newOrder('RACE');
      const urls = Array.from({ length: 10 }, (_, i) =>
        i % 2 ? `/api/orders/${order.id}/invoice.pdf` : `/api/admin/orders/${order.id}/invoice.pdf`,
      );
      const numbers = await Promise.all(
        urls.map((url) => invoice(url.startsWith('/api/admin') ? admin.token : member.token, url)),
      );
      expect(new Set(numbers).size).toBe(1);
      // No statement that lost the race called nextval: the next order gets the very next number.
      const next = await newOrder('RACE-NEXT');
      expect(await invoice(member.token, `/api/orders/${next.id}/invoice.pdf`)).toBe(numbers[0]! + 1);
    });
  });
});
