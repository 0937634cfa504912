import type { QuickOrderLine } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBulkResult, makeReadyLine, makeUnknownLine } from '@/test/buying-fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server } from '@/test/server';
import StoreQuickOrderRoute from './quick-order';

const openQuickOrder = () => renderScreen(StoreQuickOrderRoute, { at: '/store/quick-order', as: 'user' });

/** POST /user/quick-order/preview answered in turn; records each JSON body (or the file's text). */
function answerPreview(...answers: QuickOrderLine[][]) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/user/quick-order/preview', async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        // A Blob of the request's own realm, not jsdom's File (whose name jsdom does not pass on).
        const file = (await request.formData()).get('file');
        sent.push({ file: typeof file === 'string' || file === null ? null : await file.text() });
      } else {
        sent.push(await request.json());
      }
      return ok({ lines: answers[sent.length - 1] ?? answers.at(-1) ?? [] });
    }),
  );
  return sent;
}

/** The cells of a preview row as text. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('quick order (/store/quick-order)', () => {
  it('previews pasted lines, fixes a typo from "Did you mean", and adds the valid lines to the cart', async () => {
    const sent = answerPreview(
      [
        makeReadyLine(1, 'BAT-IP14-01', { quantity: 2 }),
        makeUnknownLine(2, 'SCR-S21-O2', [{ sku: 'SCR-S21-02', name: 'Galaxy S21 OLED Screen' }]),
        makeUnknownLine(3, 'NOPE-1'),
        makeReadyLine(4, 'CHG-USB-C', { merged_lines: [5] }),
      ],
      // The fix is checked again with the other readable lines, one per line.
      [
        makeReadyLine(1, 'BAT-IP14-01', { quantity: 2 }),
        makeReadyLine(2, 'SCR-S21-02'),
        makeUnknownLine(3, 'NOPE-1'),
        makeReadyLine(4, 'CHG-USB-C'),
      ],
    );
    const bulk: unknown[] = [];
    server.use(
      http.post('/api/user/cart/bulk', async ({ request }) => {
        bulk.push(await request.json());
        return ok(makeBulkResult(['BAT-IP14-01', 'SCR-S21-02', 'CHG-USB-C']));
      }),
      // The cart badge's query is refreshed by the add.
      http.get('/api/user/cart', () => HttpResponse.json({ success: true, data: null })),
    );
    const { user } = openQuickOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paste lines' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Paste lines' }),
      'BAT-IP14-01 2{Enter}SCR-S21-O2{Enter}NOPE-1{Enter}CHG-USB-C{Enter}chg-usb-c',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview lines' });
    expect(sent[0]).toEqual({ text: 'BAT-IP14-01 2\nSCR-S21-O2\nNOPE-1\nCHG-USB-C\nchg-usb-c' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Line',
      'SKU',
      'Product',
      'Price',
      'Availability',
      'Quantity',
      'Line total',
      'Actions',
    ]);
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(cells(rows[0]!)).toEqual([
      '1',
      'BAT-IP14-01',
      'Part BAT-IP14-01',
      '$24.99',
      'In stock',
      '2',
      '$49.98',
      '',
    ]);
    expect(rows[1]).toHaveTextContent('Problem: Unknown SKU SCR-S21-O2');
    expect(rows[3]).toHaveTextContent('Duplicate line 5 merged into this line');
    // Announced to screen readers.
    expect(screen.getByText('Preview ready: 2 items ready to add, 2 lines need fixing.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus();

    await user.click(within(rows[1]!).getByRole('button', { name: /Use SCR-S21-02/ }));
    expect(await screen.findByRole('button', { name: 'Add 3 items to cart' })).toBeEnabled();
    expect(sent[1]).toEqual({ text: 'BAT-IP14-01 2\nSCR-S21-02 1\nNOPE-1 1\nCHG-USB-C 1' });
    rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[1]!).slice(0, 3)).toEqual(['2', 'SCR-S21-02', 'Part SCR-S21-02']);
    // Line numbers stay the ones the member saw, and the merge found before is still shown.
    expect(rows[3]).toHaveTextContent('Duplicate line 5 merged into this line');

    await user.click(screen.getByRole('button', { name: 'Add 3 items to cart' }));
    const report = await screen.findByRole('region', { name: 'Added to cart' });
    expect(bulk).toEqual([
      {
        items: [
          { sku: 'BAT-IP14-01', quantity: 2 },
          { sku: 'SCR-S21-02', quantity: 1 },
          { sku: 'CHG-USB-C', quantity: 1 },
        ],
      },
    ]);
    expect(within(report).getByText('Added 3 items to your cart')).toHaveFocus();
    expect(within(report).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/store/cart');
    // The line that could not be added stays to be fixed.
    expect(screen.getByRole('heading', { name: 'Lines to fix' })).toBeVisible();
    rows = within(screen.getByRole('table', { name: 'Preview lines' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Unknown SKU NOPE-1');
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument();
  });

  it('keeps a line the cart refused, with the reason, and removes a line on request', async () => {
    answerPreview([makeReadyLine(1, 'BAT-IP14-01'), makeReadyLine(2, 'SCR-S21-02')]);
    server.use(
      http.post('/api/user/cart/bulk', () =>
        ok(makeBulkResult(['BAT-IP14-01'], [{ sku: 'SCR-S21-02', message: 'only 3 left' }])),
      ),
      http.get('/api/user/cart', () => HttpResponse.json({ success: true, data: null })),
    );
    const { user } = openQuickOrder();
    await user.click(screen.getByRole('radio', { name: 'Paste lines' }));
    await user.type(screen.getByRole('textbox', { name: 'Paste lines' }), 'BAT-IP14-01{Enter}SCR-S21-02');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Add 2 items to cart' }));
    const report = await screen.findByRole('region', { name: 'Added to cart' });
    expect(report).toHaveTextContent('SCR-S21-02: only 3 left');
    const table = screen.getByRole('table', { name: 'Preview lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Not added: only 3 left');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('table', { name: 'Preview lines' })).not.toBeInTheDocument();
  });

  it('offers SKUs while typing a row; Enter takes the chosen one, then adds a row', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/products/search', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
        const original = { id: 101, sku: 'BAT-IP14-01', price: 24.99 };
        return ok({
          results: [
            {
              id: 101,
              name: 'iPhone 14 Battery',
              price: 24.99,
              product_code: 'BAT-IP14-01',
              category: null,
              description: null,
              image: null,
              model: null,
              manufacturer: null,
              status: 1,
              _original: original,
            },
          ],
        });
      }),
    );
    const sent = answerPreview([
      makeReadyLine(1, 'BAT-IP14-01', { quantity: 4 }),
      makeReadyLine(2, 'CHG-USB-C'),
    ]);
    const { user } = openQuickOrder();
    const sku = screen.getByRole('combobox', { name: 'SKU, row 1' });
    await user.type(sku, 'bat-ip');
    const options = await screen.findByRole('listbox', { name: 'Products matching bat-ip' });
    expect(searches).toContain('bat-ip');
    expect(within(options).getByRole('option')).toHaveTextContent('BAT-IP14-01iPhone 14 Battery$24.99');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(sku).toHaveValue('BAT-IP14-01');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);

    const quantity = screen.getByRole('textbox', { name: 'Quantity, row 1' });
    await user.clear(quantity);
    await user.type(quantity, '4{Enter}');
    const second = screen.getByRole('combobox', { name: 'SKU, row 2' });
    expect(second).toHaveFocus();
    await user.type(second, 'CHG-USB-C');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Preview lines' });
    expect(sent).toEqual([{ text: 'BAT-IP14-01 4\nCHG-USB-C 1' }]);
  });

  it('uploads a CSV file as multipart "file", and says what is missing before sending nothing', async () => {
    const sent = answerPreview([makeReadyLine(2, 'BAT-IP14-01', { quantity: 3 })]);
    const { user } = openQuickOrder();
    await user.click(screen.getByRole('radio', { name: 'Upload a CSV' }));
    expect(screen.getByRole('button', { name: 'Download template' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file to upload');
    expect(sent).toHaveLength(0);

    const file = new File(['sku,quantity\nBAT-IP14-01,3\n'], 'restock.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Preview lines' });
    expect(sent).toEqual([{ file: 'sku,quantity\nBAT-IP14-01,3\n' }]);
    expect(cells(within(table).getAllByRole('row')[1]!).slice(0, 3)).toEqual([
      '2',
      'BAT-IP14-01',
      'Part BAT-IP14-01',
    ]);
  });

  it("shows the server's reason when a preview is refused", async () => {
    server.use(
      http.post('/api/user/quick-order/preview', () =>
        fail(400, 'text must hold at most 2000 lines', 'VALIDATION'),
      ),
    );
    const { user } = openQuickOrder();
    await user.click(screen.getByRole('radio', { name: 'Paste lines' }));
    await user.type(screen.getByRole('textbox', { name: 'Paste lines' }), 'BAT-IP14-01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text must hold at most 2000 lines');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
