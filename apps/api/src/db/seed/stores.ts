import type { Db } from '../client';
import { stores } from '../schema';
import { insertRows } from './bulk';
import { slugify } from './format';
import { CITIES, FIRST_NAMES, LAST_NAMES, STORE_SUFFIXES, STREETS } from './people-data';
import type { Random } from './random';

export type Address = { street: string; city: string; state: string; postal_code: string; country: string };

export type SeededStore = {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'inactive' | 'maintenance';
  location: string;
  phone: string;
  managerName: string;
  address: Address;
  /** Issue 22: orders under this total approve themselves (within the budget); null: none. */
  autoApproveBelow: string | null;
};

type StoreDraft = Omit<SeededStore, 'id' | 'code'> & {
  storeType: 'owned' | 'franchise';
  email: string;
  createdAt: Date;
  monthlyBudget: string | null;
  timeZone: string | null;
};

/**
 * Issue 22 approval rules: the demo member's store has a monthly budget but approves nothing by
 * itself (its orders wait for an admin, as the browser tests expect); three others approve orders
 * under $250 within a budget.
 */
function rulesOf(index: number): Pick<StoreDraft, 'autoApproveBelow' | 'monthlyBudget' | 'timeZone'> {
  if (index === 0) return { autoApproveBelow: null, monthlyBudget: '25000.00', timeZone: null };
  if (index === 1) return { autoApproveBelow: '250.00', monthlyBudget: '20000.00', timeZone: null };
  if (index === 4 || index === 5)
    return { autoApproveBelow: '250.00', monthlyBudget: '15000.00', timeZone: null };
  return { autoApproveBelow: null, monthlyBudget: null, timeZone: null };
}

const DAY = 86_400_000;

export const fakePhone = (random: Random, area: string) => `(${area}) 555-01${random.int(10, 99)}`;
export const fakeName = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/**
 * The first store is the demo member's (active, owned); the next three make sure every type and
 * status is present; the rest are drawn at random.
 */
function draftStores(random: Random, count: number, demoManager: string, now: number): StoreDraft[] {
  const cities = random.shuffle(CITIES);
  const taken = new Set<string>();
  const ages = Array.from({ length: count }, () => random.int(60, 900)).sort((a, b) => b - a);
  return ages.map((ageDays, i) => {
    const [city, state, zip, area, neighbourhood] = cities[i % cities.length]!;
    const suffix = random.pick(STORE_SUFFIXES);
    const candidates = [
      `${city} ${suffix}`,
      `${neighbourhood} ${suffix}`,
      `${neighbourhood} ${city} ${suffix}`,
    ];
    let name = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; !name; n += 1)
      name = taken.has(`${city} ${suffix} ${n}`) ? undefined : `${city} ${suffix} ${n}`;
    taken.add(name);
    const street = `${random.int(100, 9899)} ${random.pick(STREETS)}`;
    const fixed: [StoreDraft['storeType'], StoreDraft['status']][] = [
      ['owned', 'active'],
      ['franchise', 'active'],
      ['owned', 'maintenance'],
      ['franchise', 'inactive'],
    ];
    const [storeType, status] = fixed[i] ?? [
      random.weighted([
        ['owned', 65],
        ['franchise', 35],
      ] as const),
      random.weighted([
        ['active', 78],
        ['maintenance', 10],
        ['inactive', 12],
      ] as const),
    ];
    return {
      name,
      storeType,
      status,
      location: `${street}, ${city}, ${state} ${zip}`,
      address: { street, city, state, postal_code: zip, country: 'US' },
      phone: fakePhone(random, area),
      managerName: i === 0 ? demoManager : fakeName(random),
      email: `${slugify(name)}@example.com`,
      createdAt: new Date(now - ageDays * DAY - random.int(0, DAY - 1)),
      ...rulesOf(i),
    };
  });
}

export async function seedStores(db: Db, random: Random, count: number, demoManager: string, now: number) {
  const drafts = draftStores(random, Math.max(1, count), demoManager, now);
  // Inserted oldest first, so the generated codes follow the stores' age (ST0001 is the oldest).
  const rows = await insertRows<typeof stores, { id: number; storeId: string; name: string }>(
    db,
    stores,
    drafts.map((draft) => ({
      name: draft.name,
      storeType: draft.storeType,
      location: draft.location,
      managerName: draft.managerName,
      phoneNumber: draft.phone,
      emailAddress: draft.email,
      status: draft.status,
      isActive: draft.status !== 'inactive',
      autoApproveBelow: draft.autoApproveBelow,
      monthlyBudget: draft.monthlyBudget,
      timeZone: draft.timeZone,
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
    })),
    { returning: ['id', 'storeId', 'name'] },
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return drafts.map((draft): SeededStore => {
    const row = byName.get(draft.name)!;
    const {
      storeType: _type,
      email: _email,
      createdAt: _created,
      monthlyBudget: _b,
      timeZone: _z,
      ...rest
    } = draft;
    return { ...rest, id: row.id, code: row.storeId };
  });
}
