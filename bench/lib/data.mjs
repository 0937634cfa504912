// Reads what the scenarios pick from at random: category ids of all three levels, products,
// real SKUs and model codes, stores. Everything through the API, as a client would.
import { api } from './load.mjs';

export async function loadCatalogueFacts(base, token) {
  const top = (await api(base, 'GET', '/api/products/categories', { token })).data;
  const topCategories = Array.isArray(top) ? top : (top.categories ?? []);
  const levels = [topCategories.map((c) => c.entity_id), [], []];
  for (const cat of topCategories) {
    const children = (await api(base, 'GET', `/api/products/categories/${cat.entity_id}`, { token })).data;
    const list = Array.isArray(children) ? children : (children.categories ?? []);
    levels[1].push(...list.map((c) => c.entity_id));
    for (const child of list.slice(0, 6)) {
      const grand = (await api(base, 'GET', `/api/products/categories/${child.entity_id}`, { token })).data;
      levels[2].push(...(Array.isArray(grand) ? grand : (grand.categories ?? [])).map((c) => c.entity_id));
    }
  }
  const first = await api(base, 'GET', '/api/products?limit=100', { token });
  const total = first.data.pagination.total;
  const samples = [...first.data.products];
  for (const page of [2, 5, 9, Math.max(1, Math.floor(total / 200))]) {
    samples.push(
      ...(await api(base, 'GET', `/api/products?limit=100&page=${page}`, { token })).data.products,
    );
  }
  const productIds = samples.map((p) => p.id);
  const inStockIds = samples.filter((p) => p.status === 1).map((p) => p.id);
  const skus = samples.map((p) => p.sku).filter(Boolean);
  const models = samples.map((p) => p.model).filter(Boolean);
  return { levels, total, productIds, inStockIds, skus, models };
}

const TEXT_QUERIES = [
  'iphone 14 battery',
  'iphone 13 pro max screen',
  'galaxy s23 ultra lcd',
  'charging port flex',
  'back glass',
  'rear camera',
  'front camera',
  'loudspeaker',
  'earpiece speaker',
  'sim tray',
  'oled assembly',
  'pixel 7 battery',
  'moto g power screen',
  'switch oled',
  'precision screwdriver',
  'adhesive',
  'galaxy a54 back glass',
  'iphone 12 charging port',
  'ipad battery',
  'power button flex',
  'batery',
  'samsng',
  'iphnoe 14',
  'scren',
  'charging prot',
  'galxy s22',
  'motorolla',
  'baterry iphone',
  'pixle 6',
  'camra lens',
];

/** 50 realistic queries: names, misspellings, and real SKUs and model codes from the data. */
export function searchQueries(facts) {
  const codes = [...facts.skus.slice(0, 10), ...facts.models.slice(0, 10)];
  const queries = [...TEXT_QUERIES, ...codes];
  while (queries.length < 50) queries.push(TEXT_QUERIES[queries.length % TEXT_QUERIES.length]);
  return queries.slice(0, 50);
}

export function suggestionPrefixes() {
  const words = TEXT_QUERIES.flatMap((q) => q.split(' ')).filter((w) => w.length >= 2);
  const prefixes = new Set();
  for (const word of words)
    for (let n = 2; n <= Math.min(6, word.length); n += 1) prefixes.add(word.slice(0, n));
  return [...prefixes];
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)];
