import type { Page } from '@playwright/test';
import { A11yAudit, dialogs, heading, navigate, scanDialog } from './a11y-helpers';
import { adminNav, expect, signIn, test } from './fixtures';

/**
 * The admin's Categories screen (issue 19). Each test works in a branch of its own, named
 * uniquely: the demo tree is shared with the store catalogue tests.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const subcategoriesOf = (page: Page, name: string) =>
  page.getByRole('list', { name: `Subcategories of ${name}`, exact: true });

async function addCategory(page: Page, name: string, under?: string) {
  if (under) await page.getByRole('button', { name: `Add a subcategory to ${under}` }).click();
  else await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Category created').last()).toBeVisible();
}

async function openCategories(page: Page) {
  await signIn(page, 'admin');
  await navigate(page, adminNav, 'Categories', 'Categories');
  await expect(page.getByRole('list', { name: 'Categories', exact: true })).toBeVisible();
}

test('an admin builds a branch, reorders, renames, and deletes only what is empty', async ({ page }) => {
  test.slow();
  const top = `E2E Top ${unique()}`;
  await openCategories(page);
  await addCategory(page, top);
  await addCategory(page, 'Child A', top);
  await addCategory(page, 'Child B', top);
  const children = subcategoriesOf(page, top).getByRole('listitem');
  await expect(children).toHaveText([/Child A/, /Child B/]);
  await expect(children.first()).toContainText('0 products');

  await page.getByRole('button', { name: 'Move Child B up' }).click();
  await expect(children).toHaveText([/Child B/, /Child A/]);

  await page.getByRole('button', { name: 'Edit Child A' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Name').fill('Child Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(children).toHaveText([/Child B/, /Child Renamed/]);

  // A category with subcategories stays, and the admin is told why.
  await page.getByRole('button', { name: `Delete ${top}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Category' });
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(
    toast(page, `Failed to delete category: "${top}" holds 2 subcategories. Move or delete them first`),
  ).toBeVisible();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Child B' }).click();
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(confirm).toBeHidden();
  await expect(children).toHaveText([/Child Renamed/]);
});

test('a fourth level is not offered, and the server refuses a taken name', async ({ page }) => {
  const top = `E2E Deep ${unique()}`;
  await openCategories(page);
  await addCategory(page, top);
  await addCategory(page, 'Level Two', top);
  await addCategory(page, 'Level Three', 'Level Two');
  await expect(page.getByRole('button', { name: 'Add a subcategory to Level Three' })).toHaveCount(0);

  await page.getByRole('button', { name: `Add a subcategory to ${top}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Name').fill('level two');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(
    toast(page, `Failed to add category: name: a category named "Level Two" already exists under "${top}"`),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const) {
  test(`the screen and its dialogs have no serious axe violations at ${size.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    const audit = new A11yAudit(page);
    await openCategories(page);
    await expect(heading(page, 'Categories')).toBeVisible();
    await audit.scan('/admin/categories');
    await scanDialog(page, audit, '/admin/categories Add Category with an error', async () => {
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add Category' }).click();
      await expect(page.getByRole('dialog').getByText('Name is required')).toBeVisible();
    });
    await scanDialog(page, audit, '/admin/categories Edit Category', () =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
    );
    await scanDialog(page, audit, '/admin/categories Delete Category', () =>
      page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click(),
    );
    await expect(page.locator(dialogs)).toHaveCount(0);
    audit.expectClean();
  });
}
