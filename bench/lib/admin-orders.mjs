// Issue 24: the admin order list at a million orders. First page, every filter and combinations
// (status, store, UTC date range), searches (order number, store name, member e-mail, a common
// term) and deep pages by cursor (Next from page 500 to 5,000) and by offset, and My Orders when a
// member's token is given. Totals come from the trigger-kept counts (migration 0015), a search's
// matches are counted up to 1,000. `measure` is the runner's (warm-up, saturation, fixed rate).

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function getJson(base, token, path) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** Store ids to filter by: the stores list's first 100, or none when it cannot be read. */
async function storeIds(base, adminToken) {
  try {
    const data = await getJson(base, adminToken, '/api/admin/stores?limit=100');
    return (data.stores ?? []).map((store) => store.id);
  } catch {
    return [];
  }
}

/** Cursors of deep pages, read once by offset: Next from each is what the scenario measures. */
async function deepCursors(base, adminToken, query = '') {
  const cursors = [];
  for (const page of [500, 1000, 2000, 3000, 5000]) {
    const data = await getJson(base, adminToken, `/api/admin/orders?page=${page}&limit=10${query}`);
    if (data.pagination.next_cursor) cursors.push({ page: page + 1, cursor: data.pagination.next_cursor });
  }
  return cursors;
}

/** Search terms that match one order, one store, one member, and a term most orders match. */
async function searchTerms(base, adminToken) {
  const { orders } = await getJson(base, adminToken, '/api/admin/orders?page=137&limit=10');
  const order = orders[0];
  return {
    orderNumber: order?.order_number ?? '1000',
    storeName: order?.store_name ?? 'Store',
    email: order?.user_email ?? 'example',
  };
}

export async function adminOrderScenarios({ base, adminToken, measure, memberToken, suffix = '' }) {
  const stores = await storeIds(base, adminToken);
  const terms = await searchTerms(base, adminToken);
  const cursors = await deepCursors(base, adminToken);
  const completedCursors = await deepCursors(base, adminToken, '&status=completed');
  const statuses = ['pending', 'approved', 'shipped', 'completed', 'rejected', 'cancelled'];
  const storeParam = () => (stores.length ? `&store_id=${pick(stores)}` : '');
  const range = () => {
    const from = -Math.floor(Math.random() * 700);
    return `&from=${day(from)}&to=${day(from + Math.floor(Math.random() * 60))}`;
  };
  const q = (text) => `&search=${encodeURIComponent(text)}`;
  const results = [
    await measure(
      `24a. admin order list, first page${suffix}`,
      base,
      adminToken,
      () => '/api/admin/orders?page=1&limit=10',
    ),
    await measure(
      `24b. admin order list, status${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10&status=${pick(statuses)}`,
    ),
    await measure(
      `24c. admin order list, store${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10${storeParam()}`,
    ),
    await measure(
      `24d. admin order list, date range${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10${range()}`,
    ),
    await measure(
      `24e. admin order list, status + store + date range${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10&status=${pick(statuses)}${storeParam()}${range()}`,
    ),
    await measure(
      `24f. admin order list, search: order number / store / e-mail${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10${q(pick([terms.orderNumber, terms.storeName, terms.email]))}`,
    ),
    await measure(
      `24g. admin order list, search a common term + status${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=1&limit=10${q(pick(['a', 'e', '1']))}&status=${pick(statuses)}`,
    ),
  ];
  if (cursors.length) {
    results.push(
      await measure(`24h. admin order list, deep pages by cursor (Next)${suffix}`, base, adminToken, () => {
        const { page, cursor } = pick(cursors);
        return `/api/admin/orders?page=${page}&limit=10&after=${cursor}`;
      }),
    );
  }
  if (completedCursors.length) {
    results.push(
      await measure(`24i. admin order list, status, deep pages by cursor${suffix}`, base, adminToken, () => {
        const { page, cursor } = pick(completedCursors);
        return `/api/admin/orders?page=${page}&limit=10&status=completed&after=${cursor}`;
      }),
    );
  }
  results.push(
    await measure(
      `24j. admin order list, page 2,000 by offset${suffix}`,
      base,
      adminToken,
      () => `/api/admin/orders?page=${1990 + Math.floor(Math.random() * 20)}&limit=10`,
    ),
  );
  if (memberToken) {
    results.push(
      await measure(
        `24k. My Orders, first page${suffix}`,
        base,
        memberToken,
        () => '/api/orders?page=1&limit=10',
      ),
    );
  }
  return results;
}
