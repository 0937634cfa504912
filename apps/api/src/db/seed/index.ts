import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { stores, users } from '../schema';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', role: 'admin', name: 'Alex Admin' },
  { email: 'store@example.com', password: 'store123', role: 'user', name: 'Sam Store' },
] as const;

export type SeedOptions = {
  products?: number;
  stores?: number;
  members?: number;
  orders?: number;
  seed?: number;
};

/** Minimal placeholder: demo accounts and one store. Replaced by the full generator. */
export async function seedDemoData(db: Db, _options: SeedOptions = {}) {
  const [store] = await db
    .insert(stores)
    .values({ name: 'Downtown Repairs', storeType: 'owned', location: 'Austin, TX', status: 'active' })
    .returning({ id: stores.id });
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      name: account.name,
      role: account.role,
      designation: account.role === 'admin' ? 'admin' : 'manager',
      storeId: account.role === 'user' ? store?.id : null,
    });
  }
  return { stores: 1, users: DEMO_ACCOUNTS.length };
}
