import { createProduct, memberOfNewStore, placeOrder, updateProduct } from './buying-helpers';
import { expect, signIn, test } from './fixtures';

test.describe('order again (issue 22)', () => {
  test('reorders a past order: the cart fills, and the report shows what was skipped and whose price changed', async ({
    page,
    request,
  }) => {
    // Products of the test's own: their prices and status change after the order.
    const [kept, repriced, retired] = await Promise.all([
      createProduct(request, { price: 7.5 }),
      createProduct(request, { price: 10 }),
      createProduct(request, { price: 20 }),
    ]);
    const { member, headers } = await memberOfNewStore(request);
    const order = await placeOrder(request, headers, [
      { product: kept, quantity: 1 },
      { product: repriced, quantity: 2 },
      { product: retired, quantity: 1 },
    ]);
    await updateProduct(request, repriced.id, { price: 12.5 });
    await updateProduct(request, retired.id, { is_active: false });

    await signIn(page, member, '/store/orders');
    const card = page.getByRole('article', { name: `Order #${order.order_number}` });
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Order again' }).click();

    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toContainText(
      `Order #${order.order_number}: 2 products added, 1 product skipped, 1 with a new price.`,
    );
    const added = dialog.getByRole('region', { name: 'Added' });
    await expect(added).toContainText(`1 x ${kept.name}$7.50 each`);
    await expect(added).toContainText(`2 x ${repriced.name}$12.50 each`);
    await expect(dialog.getByRole('region', { name: 'Price changed since the order' })).toContainText(
      `${repriced.name}$10.00 → then, $12.50 today`,
    );
    await expect(dialog.getByRole('region', { name: 'Skipped' })).toContainText(
      `${retired.name} (${retired.sku}): no longer sold`,
    );

    await dialog.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(
      lines.filter({ hasText: repriced.name }).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$32.50');
  });

  test("'Order again' from an order's detail panel: the cart holds what is left, the report says what was cut and repriced", async ({
    page,
    request,
  }) => {
    const [repriced, scarce] = await Promise.all([
      createProduct(request, { price: 6 }),
      createProduct(request, { price: 4, stock_quantity: 10 }),
    ]);
    const { member, headers } = await memberOfNewStore(request);
    const order = await placeOrder(request, headers, [
      { product: repriced, quantity: 3 },
      { product: scarce, quantity: 4 },
    ]);
    await updateProduct(request, repriced.id, { price: 5.25 });
    await updateProduct(request, scarce.id, { stock_quantity: 2 });

    await signIn(page, member, '/store/orders');
    const card = page.getByRole('article', { name: `Order #${order.order_number}` });
    const details = card.getByRole('button', { name: 'Order details' });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await details.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('region', { name: 'Totals' })).toBeVisible();
    await panel.getByRole('button', { name: 'Order again' }).click();

    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    // The short line is both added (what is left) and reported.
    await expect(dialog).toContainText(
      `Order #${order.order_number}: 2 products added, 1 product skipped, 1 with a new price.`,
    );
    const added = dialog.getByRole('region', { name: 'Added' });
    await expect(added).toContainText(`3 x ${repriced.name}$5.25 each`);
    await expect(added).toContainText(`2 x ${scarce.name}$4.00 each`);
    await expect(dialog.getByRole('region', { name: 'Price changed since the order' })).toContainText(
      `${repriced.name}$6.00 → then, $5.25 today`,
    );
    await expect(dialog.getByRole('region', { name: 'Skipped' })).toContainText(
      `${scarce.name} (${scarce.sku}): only 2 left`,
    );

    await dialog.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(
      lines.filter({ hasText: repriced.name }).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('3');
    await expect(
      lines.filter({ hasText: scarce.name }).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('2');
    // 3 x $5.25 + 2 x $4.00, at today's prices.
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$23.75');
  });

  test('a link to an order (?order=ID) opens its details, after a reload and on back too', async ({
    page,
    request,
  }) => {
    const part = await createProduct(request, { price: 5 });
    const { member, headers } = await memberOfNewStore(request);
    const older = await placeOrder(request, headers, [{ product: part, quantity: 1 }]);
    const newer = await placeOrder(request, headers, [{ product: part, quantity: 2 }]);

    await signIn(page, member, `/store/orders?order=${older.id}`);
    const olderCard = page.getByRole('article', { name: `Order #${older.order_number}` });
    const newerCard = page.getByRole('article', { name: `Order #${newer.order_number}` });
    const details = (card: typeof olderCard) => card.getByRole('button', { name: 'Order details' });
    await expect(details(olderCard)).toHaveAttribute('aria-expanded', 'true');
    await expect(olderCard.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(details(newerCard)).toHaveAttribute('aria-expanded', 'false');

    await page.reload();
    await expect(details(olderCard)).toHaveAttribute('aria-expanded', 'true');

    await page.goto(`/store/orders?order=${newer.id}`);
    await expect(details(newerCard)).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?order=${older.id}$`));
    await expect(details(olderCard)).toHaveAttribute('aria-expanded', 'true');
  });
});
