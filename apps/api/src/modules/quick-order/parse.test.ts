import { QUICK_ORDER_MAX_LINES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mergeDuplicates, parseQuickOrder, TooManyLines } from './parse';

const skuQty = (text: string) =>
  parseQuickOrder(text).map(({ line, sku, quantity }) => [line, sku, quantity]);

describe('parseQuickOrder', () => {
  it('reads every separator: spaces, comma, semicolon, tab; a bare SKU means 1', () => {
    expect(skuQty('ABC-1 2\nABC-2,3\nABC-3;4\nABC-4\t5\nABC-5\nABC-6   7')).toEqual([
      [1, 'ABC-1', 2],
      [2, 'ABC-2', 3],
      [3, 'ABC-3', 4],
      [4, 'ABC-4', 5],
      [5, 'ABC-5', 1],
      [6, 'ABC-6', 7],
    ]);
  });

  it('takes CRLF, CR and LF alike, skips blank lines but counts them, and drops a BOM', () => {
    expect(skuQty('\ufeffABC-1 2\r\n\r\nABC-2 3\rABC-3 4\n\n  \nABC-4')).toEqual([
      [1, 'ABC-1', 2],
      [3, 'ABC-2', 3],
      [4, 'ABC-3', 4],
      [7, 'ABC-4', 1],
    ]);
  });

  it('trims spaces and quotes around fields and around a whole line', () => {
    expect(skuQty(`  "ABC-1" , "2"  \n'ABC-2';'3'\n"ABC-3 4"\n\t ABC-4 \t 5 \t\n"AB""C",1\n"A,B",2`)).toEqual(
      [
        [1, 'ABC-1', 2],
        [2, 'ABC-2', 3],
        [3, 'ABC-3', 4],
        [4, 'ABC-4', 5],
        [5, 'AB"C', 1],
        [6, 'A,B', 2],
      ],
    );
  });

  it('skips a header line and reads its columns in any order; extra columns are ignored', () => {
    expect(skuQty('sku,quantity\nABC-1,2')).toEqual([[2, 'ABC-1', 2]]);
    expect(skuQty('SKU Qty\nABC-1 2')).toEqual([[2, 'ABC-1', 2]]);
    expect(skuQty('\n"Qty";"Item SKU";"Name"\n4;ABC-1;Screen\n')).toEqual([[3, 'ABC-1', 4]]);
    expect(skuQty('ABC-1,2,Screen for iPhone 14')).toEqual([[1, 'ABC-1', 2]]);
    // Only the first line can be a header.
    expect(skuQty('ABC-1 2\nsku quantity')).toEqual([
      [1, 'ABC-1', 2],
      [2, 'sku', 0],
    ]);
  });

  it('treats an empty quantity as 1 and a spreadsheet row of empty cells as blank', () => {
    expect(skuQty('ABC-1,\n,,,\n\t\t\nABC-2;')).toEqual([
      [1, 'ABC-1', 1],
      [4, 'ABC-2', 1],
    ]);
  });

  it('flags a quantity that is not a whole number, keeping the SKU', () => {
    const [decimal, word, negative] = parseQuickOrder('ABC-1 2.5\nABC-2 two\nABC-3 -1');
    expect(decimal).toEqual({
      line: 1,
      sku: 'ABC-1',
      quantity: 0,
      problem: { code: 'quantity', message: 'quantity "2.5" is not a whole number' },
    });
    expect(word?.problem?.code).toBe('quantity');
    expect(negative?.problem?.code).toBe('quantity');
    // Out of range is for the preview to judge, with the merged quantity.
    expect(skuQty('ABC-4 0\nABC-5 100\nABC-6 99999999999999999999')).toEqual([
      [1, 'ABC-4', 0],
      [2, 'ABC-5', 100],
      [3, 'ABC-6', 1_000_000],
    ]);
  });

  it('marks lines of binary junk unreadable, never throws, and reads the good lines around them', () => {
    const junk = 'ABC-1 2\n\u0000\u0001\u0002PNG\nGIF89a\ufffd\ufffd 3\nABC-2 1\n\ud800broken\nABC-3';
    const lines = parseQuickOrder(junk);
    expect(lines.map((l) => [l.line, l.sku, l.problem?.code])).toEqual([
      [1, 'ABC-1', undefined],
      [2, '', 'unreadable'],
      [3, '', 'unreadable'],
      [4, 'ABC-2', undefined],
      [5, '', 'unreadable'],
      [6, 'ABC-3', undefined],
    ]);
    expect(lines[1]?.problem?.message).toBe('this line is not readable text');
    // Every byte value, in every order a quick fuzz gives: never an exception.
    for (let seed = 1; seed <= 50; seed += 1) {
      let x = seed;
      const text = Array.from({ length: 300 }, () => {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        return String.fromCharCode(x % 0x10000);
      }).join('');
      expect(() => parseQuickOrder(text)).not.toThrow();
    }
  });

  it('refuses a line of more than two words, a line without a SKU and a SKU over 100 characters', () => {
    const lines = parseQuickOrder(`iPhone 14 screen\n,4\n${'X'.repeat(101)} 1`);
    expect(lines.map((l) => [l.line, l.sku, l.problem?.message])).toEqual([
      [1, 'iPhone', 'write one SKU and its quantity, e.g. "ABC-123 2"'],
      [2, '', 'this line has no SKU'],
      [3, 'X'.repeat(100), 'a SKU has at most 100 characters'],
    ]);
  });

  it(`reads ${QUICK_ORDER_MAX_LINES} lines and refuses one more, the header and blank lines not counted`, () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `SKU-${i} ${(i % 99) + 1}`);
    const text = `sku,quantity\n${rows.join('\r\n')}\n\n`;
    const lines = parseQuickOrder(text);
    expect(lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(lines.at(-1)).toEqual({ line: QUICK_ORDER_MAX_LINES + 1, sku: 'SKU-1999', quantity: 20 });
    expect(() => parseQuickOrder(`${text}SKU-X 1`)).toThrow(TooManyLines);
    expect(() => parseQuickOrder(`${text}SKU-X 1`)).toThrow(`at most ${QUICK_ORDER_MAX_LINES} lines`);
    // Unreadable lines count too.
    expect(() => parseQuickOrder(`${text}\u0000`)).toThrow(TooManyLines);
  });
});

describe('mergeDuplicates', () => {
  it('merges lines of one SKU, whatever the case, into the first and lists the others', () => {
    const merged = mergeDuplicates(parseQuickOrder('ABC-1 2\nABC-2 1\nabc-1 3\nAbc-1\nABC-3 x\nABC-3 1'));
    expect(merged).toEqual([
      { line: 1, sku: 'ABC-1', quantity: 6, merged_lines: [3, 4] },
      { line: 2, sku: 'ABC-2', quantity: 1 },
      expect.objectContaining({
        line: 5,
        sku: 'ABC-3',
        problem: expect.objectContaining({ code: 'quantity' }),
      }),
      { line: 6, sku: 'ABC-3', quantity: 1 },
    ]);
  });
});
