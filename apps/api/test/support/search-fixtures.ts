import type { Db } from '../../src/db/client';
import { makeCategory, makeProduct } from './factories';

/**
 * A small catalogue for the search and suggestion tests: Apple > iPhone > iPhone 14 / 14 Pro / 13,
 * Samsung > Galaxy S > Galaxy S21, and Tools & Supplies. The best match of 'iphone 14 battery' is
 * created first, so "newest first" alone would not put it on top.
 */
export async function makeSearchCatalogue(db: Db) {
  const apple = await makeCategory(db, { name: 'Apple', level: 1, position: 1 });
  const samsung = await makeCategory(db, { name: 'Samsung', level: 1, position: 2 });
  const tools = await makeCategory(db, { name: 'Tools & Supplies', level: 1, position: 3 });
  const iphone = await makeCategory(db, { name: 'iPhone', parentId: apple.id, level: 2 });
  const galaxy = await makeCategory(db, { name: 'Galaxy S', parentId: samsung.id, level: 2 });
  const leaf = async (name: string, parent: typeof iphone, top: typeof apple) => {
    const category = await makeCategory(db, { name, parentId: parent.id, level: 3 });
    return { id: category.id, ids: [category.id, parent.id, top.id] };
  };
  const ip14 = await leaf('iPhone 14', iphone, apple);
  const ip14pro = await leaf('iPhone 14 Pro', iphone, apple);
  const ip13 = await leaf('iPhone 13', iphone, apple);
  const s21 = await leaf('Galaxy S21', galaxy, samsung);
  const part = (name: string, sku: string, model: string, maker: string, at: { id: number; ids: number[] }) =>
    makeProduct(db, { name, sku, model, manufacturer: maker, categoryId: at.id, categoryIds: at.ids });
  const battery14 = await part('iPhone 14 Battery', 'BAT-IP14', 'A2649', 'Apple', ip14);
  const lcd14 = await part('iPhone 14 LCD Assembly', 'LCD-IP14', 'A2649', 'Apple', ip14);
  const battery14pro = await part(
    'iPhone 14 Pro Battery Replacement',
    'BAT-IP14P',
    'A2650',
    'Apple',
    ip14pro,
  );
  const battery13 = await part('iPhone 13 Battery', 'BAT-IP13', 'A2482', 'Apple', ip13);
  const batteryS21 = await part('Galaxy S21 Battery', 'BAT-S21', 'SM-G991B', 'Samsung', s21);
  const portS21 = await part('Galaxy S21 Charging Port Flex', 'CPF-S21', 'SM-G991B', 'Samsung', s21);
  const driver = await makeProduct(db, {
    name: 'Precision Screwdriver Set',
    sku: 'TL-SD-01',
    model: null,
    manufacturer: 'iFixit',
    categoryId: tools.id,
    categoryIds: [tools.id],
  });
  return { battery14, lcd14, battery14pro, battery13, batteryS21, portS21, driver };
}
