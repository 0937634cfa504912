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

/** A preview line whose product is known, with what is wrong with it. */
function makeProblemLine(
  line: number,
  sku: string,
  code: NonNullable<QuickOrderLine['error']>['code'],
  message: string,
  product: Partial<NonNullable<QuickOrderLine['product']>>,
  quantity = 1,
): QuickOrderLine {
  const ready = makeReadyLine(line, sku, { quantity });
  return { ...ready, product: { ...ready.product!, ...product }, error: { code, message } };
}

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
      '',
      '$49.98',
      '',
    ]);
    expect(within(rows[0]!).getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('2');
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
    // The added lines left the pasted text too: a new preview cannot add them again.
    expect(screen.getByRole('textbox', { name: 'Paste lines' })).toHaveValue('NOPE-1');
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

  it('shows every kind of problem with its price and availability, and fixes them in place', async () => {
    const sent = answerPreview(
      [
        makeReadyLine(1, 'BAT-IP14-01', { merged_lines: [8] }),
        makeUnknownLine(2, 'SCR-S21-O2', [{ sku: 'SCR-S21-02', name: 'Galaxy S21 OLED Screen' }]),
        makeProblemLine(3, 'OLD-PART-1', 'inactive', 'This product is no longer sold', { is_active: false }),
        makeProblemLine(4, 'CHG-USB-C', 'quantity', 'quantity must be between 1 and 9999', {}, 0),
        makeProblemLine(5, 'CAM-IP13-R', 'out_of_stock', 'Out of stock', {
          in_stock: false,
          stock_quantity: 0,
        }),
        makeProblemLine(6, 'FLX-PWR-07', 'not_enough_stock', 'only 3 left', { stock_quantity: 3 }, 5),
      ],
      // 'Use 3' on line 6: every readable line is checked again, line 6 now fits the stock.
      [
        makeReadyLine(1, 'BAT-IP14-01'),
        makeUnknownLine(2, 'SCR-S21-O2'),
        makeProblemLine(3, 'OLD-PART-1', 'inactive', 'This product is no longer sold', { is_active: false }),
        makeProblemLine(4, 'CHG-USB-C', 'quantity', 'quantity must be between 1 and 9999', {}, 0),
        makeProblemLine(5, 'CAM-IP13-R', 'out_of_stock', 'Out of stock', {
          in_stock: false,
          stock_quantity: 0,
        }),
        makeReadyLine(6, 'FLX-PWR-07', { quantity: 3 }),
      ],
      // Quantity 2 typed on line 4.
      [
        makeReadyLine(1, 'BAT-IP14-01'),
        makeUnknownLine(2, 'SCR-S21-O2'),
        makeProblemLine(3, 'OLD-PART-1', 'inactive', 'This product is no longer sold', { is_active: false }),
        makeReadyLine(4, 'CHG-USB-C', { quantity: 2 }),
        makeProblemLine(5, 'CAM-IP13-R', 'out_of_stock', 'Out of stock', {
          in_stock: false,
          stock_quantity: 0,
        }),
        makeReadyLine(6, 'FLX-PWR-07', { quantity: 3 }),
      ],
    );
    const { user } = openQuickOrder();
    await user.click(screen.getByRole('radio', { name: 'Paste lines' }));
    await user.type(screen.getByRole('textbox', { name: 'Paste lines' }), 'BAT-IP14-01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Preview lines' });
    const row = (line: number) =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line))!;
    const buttons = (line: number) =>
      within(row(line))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);

    expect(row(1)).toHaveTextContent('Duplicate line 8 merged into this line');
    expect(row(2)).toHaveTextContent('Problem: Unknown SKU SCR-S21-O2');
    expect(within(row(2)).getByRole('button', { name: /Use SCR-S21-02/ })).toBeEnabled();
    // A known product shows its price and availability beside the problem, and no line total.
    expect(cells(row(3))).toEqual([
      '3',
      'OLD-PART-1',
      'Part OLD-PART-1Problem: This product is no longer sold',
      '$24.99',
      'No longer sold',
      '1',
      '—none',
      '',
    ]);
    // An inactive line can only be removed.
    expect(within(row(3)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(buttons(3)).toEqual(['Remove line 3']);
    expect(row(4)).toHaveTextContent('Problem: quantity must be between 1 and 9999');
    expect(within(row(4)).getByRole('textbox', { name: 'Quantity, line 4' })).toHaveValue('0');
    expect(within(row(4)).getByRole('textbox', { name: 'Quantity, line 4' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(cells(row(5)).slice(2, 5)).toEqual([
      'Part CAM-IP13-RProblem: Out of stock',
      '$24.99',
      'Out of stock',
    ]);
    expect(buttons(5)).toEqual(['Remove line 5']);
    expect(cells(row(6)).slice(3, 5)).toEqual(['$24.99', 'In stock (3 left)']);
    expect(within(row(6)).getByRole('textbox', { name: 'Quantity, line 6' })).toHaveValue('5');
    expect(screen.queryByRole('button', { name: 'Use 3' })).not.toBeInTheDocument();

    await user.click(within(row(6)).getByRole('button', { name: 'Use 3 on line 6' }));
    expect(await screen.findByRole('button', { name: 'Add 2 items to cart' })).toBeEnabled();
    expect(sent[1]).toEqual({
      text: 'BAT-IP14-01 1\nSCR-S21-O2 1\nOLD-PART-1 1\nCHG-USB-C 0\nCAM-IP13-R 1\nFLX-PWR-07 3',
    });
    expect(within(row(6)).getByRole('textbox', { name: 'Quantity, line 6' })).toHaveValue('3');
    expect(row(6)).not.toHaveTextContent('Problem');
    // The merge found first is still listed after the fix.
    expect(row(1)).toHaveTextContent('Duplicate line 8 merged into this line');

    const quantity = within(row(4)).getByRole('textbox', { name: 'Quantity, line 4' });
    await user.clear(quantity);
    await user.type(quantity, 'two{Enter}');
    expect(within(row(4)).getByText('Enter a whole number')).toBeVisible();
    expect(sent).toHaveLength(2);
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    expect(await screen.findByRole('button', { name: 'Add 3 items to cart' })).toBeEnabled();
    expect(sent[2]).toEqual({
      text: 'BAT-IP14-01 1\nSCR-S21-O2 1\nOLD-PART-1 1\nCHG-USB-C 2\nCAM-IP13-R 1\nFLX-PWR-07 3',
    });
    // The line keeps its number and the focus stays in its box.
    expect(within(row(4)).getByRole('textbox', { name: 'Quantity, line 4' })).toHaveFocus();
    expect(cells(row(4)).slice(0, 3)).toEqual(['4', 'CHG-USB-C', 'Part CHG-USB-C']);
    expect(cells(row(4))[6]).toBe('$49.98');
  });

  it('takes the added typed rows out of the grid, and a second add cannot add them twice', async () => {
    const sent = answerPreview(
      [
        makeReadyLine(1, 'BAT-IP14-01', { quantity: 2 }),
        makeUnknownLine(2, 'SCR-S21-O2', [{ sku: 'SCR-S21-02', name: 'Galaxy S21 OLED Screen' }]),
        makeReadyLine(3, 'CHG-USB-C'),
      ],
      [makeReadyLine(1, 'SCR-S21-02')],
    );
    const bulk: unknown[] = [];
    server.use(
      http.post('/api/user/cart/bulk', async ({ request }) => {
        const body = (await request.json()) as { items: { sku: string }[] };
        bulk.push(body);
        return ok(makeBulkResult(body.items.map((item) => item.sku)));
      }),
      http.get('/api/user/cart', () => HttpResponse.json({ success: true, data: null })),
      // The SKU boxes offer matching products while typing; none here.
      http.get('/api/products/search', () => ok({ results: [] })),
    );
    const { user } = openQuickOrder();
    await user.type(screen.getByRole('combobox', { name: 'SKU, row 1' }), 'BAT-IP14-01');
    const first = screen.getByRole('textbox', { name: 'Quantity, row 1' });
    await user.clear(first);
    await user.type(first, '2{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'SKU, row 2' }), 'SCR-S21-O2');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByRole('combobox', { name: 'SKU, row 3' }), 'CHG-USB-C');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Add 2 items to cart' }));
    await screen.findByRole('region', { name: 'Added to cart' });
    expect(bulk).toHaveLength(1);
    // Only the row to fix is left, in the preview and in the grid.
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'SKU, row 1' })).toHaveValue('SCR-S21-O2');

    // Fixed from 'Did you mean' and added: the grid is empty, the preview has nothing left.
    await user.click(screen.getByRole('button', { name: /Use SCR-S21-02/ }));
    expect(sent[1]).toEqual({ text: 'SCR-S21-02 1' });
    await user.click(await screen.findByRole('button', { name: 'Add 1 item to cart' }));
    await screen.findByText('Added 1 item to your cart');
    expect(bulk).toEqual([
      {
        items: [
          { sku: 'BAT-IP14-01', quantity: 2 },
          { sku: 'CHG-USB-C', quantity: 1 },
        ],
      },
      { items: [{ sku: 'SCR-S21-02', quantity: 1 }] },
    ]);
    expect(screen.getByRole('combobox', { name: 'SKU, row 1' })).toHaveValue('');
    expect(screen.queryByRole('table', { name: 'Preview lines' })).not.toBeInTheDocument();
  });
});
