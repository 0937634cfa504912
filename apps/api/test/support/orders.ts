import { call, loginAs, type TestContext } from './app';
import { makeCartItem, makeStore, makeUser } from './factories';

// Shared set-up of the cart, order and dashboard tests: signed-in members and admins, orders placed
// through the real checkout.

type MemberOptions = { withStore?: boolean; storeActive?: boolean; name?: string; storeName?: string };

export async function signInMember(
  t: TestContext,
  { withStore = true, storeActive = true, name, storeName }: MemberOptions = {},
) {
  const store = withStore
    ? await makeStore(t.db, {
        ...(storeName ? { name: storeName } : {}),
        phoneNumber: '512-555-0100',
        ...(storeActive ? {} : { status: 'inactive', isActive: false }),
      })
    : null;
  const user = await makeUser(t.db, {
    storeId: store?.id ?? null,
    phoneNumber: '512-555-0199',
    ...(name ? { name } : {}),
  });
  const token = await loginAs(t.app, user.email, user.password);
  return { user, store, token };
}
export type Member = Awaited<ReturnType<typeof signInMember>>;

export async function signInAdmin(t: TestContext, name = 'Alex Admin') {
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin', name });
  const token = await loginAs(t.app, user.email, user.password);
  return { user, token };
}

/** Fills the member's cart and checks it out; returns the placed order's data. */
export async function placeOrder(
  t: TestContext,
  member: Member,
  lines: [{ id: number }, number][],
  headers: Record<string, string> = {},
) {
  for (const [product, quantity] of lines) {
    await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity });
  }
  const res = await call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', headers });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; order_number: string; total_amount: string; items_count: number };
}
