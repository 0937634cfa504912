import type { Db } from '../client';
import { users } from '../schema';
import { insertRows } from './bulk';
import { FIRST_NAMES, LAST_NAMES } from './people-data';
import type { Random } from './random';
import { fakePhone, type SeededStore } from './stores';

type Designation = 'admin' | 'manager' | 'technician' | 'frontdesk' | 'viewer';

export type SeededMember = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: 'admin' | 'user';
  designation: Designation;
  storeId: number | null;
  isActive: boolean;
};

export type DemoAccount = { email: string; name: string; role: 'admin' | 'user'; passwordHash: string };

type MemberDraft = Omit<SeededMember, 'id'> & { passwordHash: string; createdAt: Date };

const DAY = 86_400_000;
const AREAS = ['512', '713', '602', '303', '312', '404', '305', '206', '617', '615'];

function uniqueEmail(first: string, last: string, taken: Set<string>): string {
  const stem = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  let email = `${stem}@example.com`;
  for (let n = 2; taken.has(email); n += 1) email = `${stem}${n}@example.com`;
  taken.add(email);
  return email;
}

/**
 * The demo accounts first (admin, then the demo store's manager); then a few more admins, a manager
 * for each store while members last, and staff spread over the stores. The first three staff cover
 * the remaining designations; some staff are inactive and some have no store.
 */
function draftMembers(
  random: Random,
  count: number,
  stores: readonly SeededStore[],
  demo: readonly [DemoAccount, DemoAccount],
  memberHash: string,
  now: number,
): MemberDraft[] {
  const [admin, storeUser] = demo;
  const taken = new Set([admin.email, storeUser.email]);
  const joined = () => new Date(now - random.int(20, 700) * DAY - random.int(0, DAY - 1));
  const drafts: MemberDraft[] = [
    {
      ...admin,
      phone: '(512) 555-0100',
      designation: 'admin',
      storeId: null,
      isActive: true,
      createdAt: joined(),
    },
    {
      ...storeUser,
      phone: '(512) 555-0101',
      designation: 'manager',
      storeId: stores[0]!.id,
      isActive: true,
      createdAt: joined(),
    },
  ];
  const rest = Math.max(0, count - drafts.length);
  const extraAdmins = rest >= 10 ? Math.max(1, Math.round(rest * 0.03)) : 0;
  const managers = stores.slice(1, 1 + Math.max(0, Math.floor((rest - extraAdmins) / 2)));
  const forced: Designation[] = ['technician', 'frontdesk', 'viewer'];
  for (let i = 0; i < rest; i += 1) {
    const staffIndex = i - extraAdmins - managers.length;
    const manager = i >= extraAdmins ? managers[i - extraAdmins] : undefined;
    const [first, last] = manager
      ? manager.managerName.split(' ')
      : [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const designation: Designation =
      i < extraAdmins
        ? 'admin'
        : manager
          ? 'manager'
          : (forced[staffIndex] ??
            random.weighted<Designation>([
              ['technician', 40],
              ['frontdesk', 30],
              ['viewer', 20],
              ['manager', 10],
            ]));
    const storeless = designation === 'admin' || staffIndex === 2 || (staffIndex > 2 && random.chance(0.08));
    drafts.push({
      name: `${first} ${last}`,
      email: uniqueEmail(first!, last!, taken),
      phone: random.chance(0.85) ? fakePhone(random, random.pick(AREAS)) : null,
      role: designation === 'admin' ? 'admin' : 'user',
      designation,
      storeId: storeless ? null : (manager ?? random.pick(stores)).id,
      isActive: staffIndex === 1 ? false : designation === 'admin' || Boolean(manager) || random.chance(0.9),
      passwordHash: memberHash,
      createdAt: joined(),
    });
  }
  return drafts;
}

export async function seedMembers(
  db: Db,
  random: Random,
  options: {
    count: number;
    stores: readonly SeededStore[];
    demo: readonly [DemoAccount, DemoAccount];
    memberHash: string;
    now: number;
  },
): Promise<SeededMember[]> {
  const drafts = draftMembers(
    random,
    options.count,
    options.stores,
    options.demo,
    options.memberHash,
    options.now,
  );
  const rows = await insertRows<typeof users, { id: number; email: string }>(
    db,
    users,
    drafts.map((draft) => ({
      email: draft.email,
      passwordHash: draft.passwordHash,
      name: draft.name,
      phoneNumber: draft.phone,
      role: draft.role,
      designation: draft.designation,
      storeId: draft.storeId,
      isActive: draft.isActive,
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
    })),
    { returning: ['id', 'email'] },
  );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return drafts.map(({ passwordHash: _hash, createdAt: _created, ...member }) => ({
    ...member,
    id: idByEmail.get(member.email)!,
  }));
}
