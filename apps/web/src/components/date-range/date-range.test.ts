import { describe, expect, it } from 'vitest';
import { customRangeProblem, presetRange, rangeLabel, readRange } from './date-range';

const TODAY = '2026-03-15';

describe('date range presets', () => {
  it('end today (UTC) for rolling presets and cover calendar months for the others', () => {
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-02-14', to: TODAY });
    expect(presetRange('90d', TODAY)).toEqual({ from: '2025-12-16', to: TODAY });
    expect(presetRange('this-month', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetRange('last-month', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('readRange', () => {
  const read = (search: string) => readRange(new URLSearchParams(search), TODAY);

  it('reads a preset or a custom range from the address, the last 30 days otherwise', () => {
    expect(read('')).toEqual({ preset: '30d', range: { from: '2026-02-14', to: TODAY } });
    expect(read('range=7d')).toEqual({ preset: '7d', range: { from: '2026-03-09', to: TODAY } });
    expect(read('range=custom&from=2025-01-01&to=2025-01-31')).toEqual({
      preset: 'custom',
      range: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(read('from=2025-01-01&to=2025-01-31').preset).toBe('custom');
    expect(read('range=yesterday').preset).toBe('30d');
  });

  it('says why a custom range in the address is not shown', () => {
    expect(read('range=custom&from=2025-02-10&to=2025-02-01')).toMatchObject({
      preset: '30d',
      problem: 'The start date must not be after the end date.',
    });
    expect(read('range=custom&from=2025-02-30&to=2025-03-01').problem).toBe('Enter a valid start date.');
    expect(customRangeProblem('2020-01-01', '2025-01-01')).toBe('Pick a range of at most 3 years.');
    expect(customRangeProblem('2023-01-01', '2025-12-31')).toBeUndefined();
  });
});

describe('rangeLabel', () => {
  it('prints the days in UTC, the year once when both ends share it', () => {
    expect(rangeLabel({ from: '2026-03-01', to: '2026-03-31' })).toBe('Mar 1 – Mar 31, 2026');
    expect(rangeLabel({ from: '2025-12-20', to: '2026-01-05' })).toBe('Dec 20, 2025 – Jan 5, 2026');
    expect(rangeLabel({ from: '2026-03-04', to: '2026-03-04' })).toBe('Mar 4, 2026');
  });
});
