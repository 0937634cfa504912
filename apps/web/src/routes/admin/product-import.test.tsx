import type { ImportReport } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server } from '@/test/server';
import AdminProductImportRoute from './product-import';

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dry_run: true,
  applied: false,
  rows: 3,
  created: 3,
  updated: 0,
  unchanged: 0,
  categories_created: 1,
  errors: [],
  errors_total: 0,
  ...overrides,
});
const withErrors = report({
  created: 1,
  errors: [
    { row: 3, column: 'price', message: 'price "x" is not a number' },
    { row: 4, column: null, message: 'Expected 10 values, found 11' },
  ],
  errors_total: 1500,
});

/** POST /admin/products/import answered in turn; records the dry_run of each call. */
function answerImport(...answers: Response[]) {
  const runs: string[] = [];
  server.use(
    http.post('/api/admin/products/import', ({ request }) => {
      runs.push(new URL(request.url).searchParams.get('dry_run') ?? '');
      return answers[runs.length - 1] ?? answers.at(-1)!;
    }),
  );
  return runs;
}

const csv = (name = 'products.csv') => new File(['sku,name,price\nA,B,1\n'], name, { type: 'text/csv' });

async function checkFile(file = csv()) {
  const view = renderScreen(AdminProductImportRoute, { at: '/admin/products/import', as: 'admin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Import Products' })).toBeVisible();
  await view.user.upload(screen.getByLabelText('CSV file'), file);
  await view.user.click(screen.getByRole('button', { name: 'Check file' }));
  return view;
}

describe('product import (/admin/products/import)', () => {
  it('lists the errors of a check, with Apply disabled, and forgets them when another file is chosen', async () => {
    const runs = answerImport(ok(withErrors));
    const { user } = await checkFile();
    const table = await screen.findByRole('table', { name: 'Errors' });
    expect(runs).toEqual(['true']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual(['3', 'price', 'price "x" is not a number']);
    expect(cells(rows[2]!)).toEqual(['4', '—', 'Expected 10 values, found 11']);
    expect(screen.getByText('Showing the first 2 of 1,500 errors')).toBeVisible();
    const summary = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem');
    expect(summary.map((item) => item.textContent)).toEqual([
      '3 rows',
      '1 to create',
      '0 to update',
      '0 unchanged',
      '1 new category',
    ]);
    expect(screen.getByText(/Fix these rows in your file and check it again/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csv('other.csv'));
    expect(screen.queryByRole('table', { name: 'Errors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check result' })).not.toBeInTheDocument();
  });

  it('shows the upload, then the check, as a progress bar', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/admin/products/import', async () => {
        await answered;
        return ok(report());
      }),
    );
    await checkFile();
    expect(
      await screen.findByRole('progressbar', { name: /^(Uploading|Checking) products\.csv/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(screen.getByLabelText('CSV file')).toBeDisabled();
    answer();
    expect(await screen.findByText('No errors found')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('applies a clean file and reloads the products and categories', async () => {
    const runs = answerImport(ok(report()), ok(report({ dry_run: false, applied: true })));
    const { user, queryClient } = await checkFile();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('No errors found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Imported: 3 created, 0 updated, 0 unchanged')).toBeVisible();
    expect(runs).toEqual(['true', 'false']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-products'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-categories'] });
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Products' })).toHaveLength(2);
  });

  it('shows a refused apply (422) in an alert, with its report', async () => {
    const refused = HttpResponse.json(
      { success: false, message: 'The file has 1 error; nothing was changed.', data: withErrors },
      { status: 422 },
    );
    answerImport(ok(report()), refused);
    const { user } = await checkFile();
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has 1 error; nothing was changed.');
    expect(screen.getByRole('table', { name: 'Errors' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it("shows the server's reason when a file cannot be checked", async () => {
    answerImport(fail(400, 'file: choose a CSV file to import', 'BAD_REQUEST'));
    await checkFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('file: choose a CSV file to import');
    expect(screen.queryByRole('heading', { name: 'Check result' })).not.toBeInTheDocument();
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const runs = answerImport(ok(report()));
    const big = csv();
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await checkFile(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 50 MB.');
    expect(runs).toEqual([]);
  });
});
