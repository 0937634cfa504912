import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './table-csv';

describe('report CSV', () => {
  it('escapes text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('North Store')).toBe('North Store');
    expect(csvField(-3)).toBe('-3');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(csvField('Screens, OLED')).toBe('"Screens, OLED"');
    expect(csvField('6" ruler')).toBe('"6"" ruler"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(
      toCsv(
        ['Store', 'Value'],
        [
          ['A, B', '12.50'],
          [null, 3],
        ],
      ),
    ).toBe('Store,Value\r\n"A, B",12.50\r\n,3\r\n');
  });
});
