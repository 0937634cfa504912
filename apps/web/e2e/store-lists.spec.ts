import { cheapProducts, memberOfNewStore, toast, unique } from './buying-helpers';
import { expect, signIn, storeNav, test } from './fixtures';

test.describe('restock lists (issue 22)', () => {
  test('creates a list, adds from a product page and a card, changes a quantity and adds all to the cart; another store gets a 404', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { member, headers } = await memberOfNewStore(request);
    const [first, second] = await cheapProducts(request, headers);
    const name = `Weekly screens ${unique()}`;

    await signIn(page, member);
    await storeNav(page).getByRole('link', { name: 'Restock lists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restock lists' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New list' }).click();
    const create = page.getByRole('dialog', { name: 'New list' });
    await create.getByRole('textbox', { name: /List name/ }).fill(name);
    await create.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This list is empty' })).toBeVisible();
    const listUrl = page.url();

    // From the product page, 2 of the first product.
    await page.goto(`/store/product/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to list' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add to list' });
    await expect(addDialog.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
    await addDialog.getByRole('button', { name: 'Increase quantity' }).click();
    await addDialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(toast(page, `Added to ${name}`)).toBeVisible();
    await expect(addDialog).toBeHidden();

    // From a catalogue card, 1 of the second product (found by its SKU).
    await page.goto('/store');
    await page.getByRole('combobox', { name: 'Search products' }).fill(second!.sku);
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article', { name: second!.name });
    await card.getByRole('button', { name: `Add ${second!.name} to a list` }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Add to list' });
    await cardDialog.getByRole('radio', { name: new RegExp(name) }).check();
    await cardDialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(cardDialog).toBeHidden();

    await page.goto(listUrl);
    const items = page.getByRole('region', { name: 'List items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const firstItem = items.filter({ hasText: first!.name });
    const quantity = firstItem.getByRole('textbox', { name: `Quantity of ${first!.name}` });
    await expect(quantity).toHaveValue('2');
    await firstItem.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await expect(quantity).toHaveValue('3');
    // Saved for everyone: the page read again shows it.
    await expect(firstItem.getByRole('status', { name: 'Saving quantity' })).toHaveCount(0);
    await page.reload();
    await expect(quantity).toHaveValue('3');

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page.getByText('Added 2 items to your cart')).toBeVisible();
    await page.getByRole('link', { name: 'View cart' }).click();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(
      lines.filter({ hasText: first!.name }).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('3');

    // A member of another store never sees the list.
    const stranger = await memberOfNewStore(request);
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, stranger.member, listUrl);
    await expect(other.getByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
    await expect(other.getByText(name)).toHaveCount(0);
    await context.close();
  });
});
