import { daysInRange, isCalendarDay, REPORT_MAX_DAYS } from '@portal/contract';

// The range of the dashboard and the reports (issue 23): a preset or custom from/to days, kept in
// the address (?range=7d, or ?range=custom&from=2026-03-01&to=2026-03-31) so a link or a reload
// shows the same figures. Days are UTC calendar days, as the server counts them.

export const RANGE_PRESETS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];
export const DEFAULT_PRESET = '30d' satisfies RangePreset;

export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The days a preset covers, ending today (UTC) for the rolling ones. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: firstOfMonth(today), to: today };
    case 'last-month': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

/** Why a custom range cannot be shown, or undefined when it can. */
export function customRangeProblem(from: string, to: string): string | undefined {
  if (!isCalendarDay(from)) return 'Enter a valid start date.';
  if (!isCalendarDay(to)) return 'Enter a valid end date.';
  if (from > to) return 'The start date must not be after the end date.';
  if (daysInRange(from, to) > REPORT_MAX_DAYS) return 'Pick a range of at most 3 years.';
  return undefined;
}

export type RangeState = {
  preset: RangePreset;
  range: DayRange;
  /** The address asked for a custom range that cannot be shown: the default range is shown instead. */
  problem?: string;
};

type FixedPreset = Exclude<RangePreset, 'custom'>;
const isFixedPreset = (value: string | null): value is FixedPreset =>
  value !== 'custom' && RANGE_PRESETS.some((preset) => preset.value === value);

/** The range the address asks for; the last 30 days when it asks for none (or a wrong one). */
export function readRange(params: URLSearchParams, today: string): RangeState {
  const asked = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  if (asked === 'custom' || (!asked && from && to)) {
    const problem = customRangeProblem(from ?? '', to ?? '');
    if (!problem) return { preset: 'custom', range: { from: from!, to: to! } };
    return { preset: DEFAULT_PRESET, range: presetRange(DEFAULT_PRESET, today), problem };
  }
  const preset = isFixedPreset(asked) ? asked : DEFAULT_PRESET;
  return { preset, range: presetRange(preset, today) };
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mar 1 – Mar 30, 2026'; 'Dec 20, 2025 – Jan 5, 2026' across years; one day alone. */
export function rangeLabel({ from, to }: DayRange): string {
  if (from === to) return longDay.format(asDate(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${(sameYear ? shortDay : longDay).format(asDate(from))} – ${longDay.format(asDate(to))}`;
}

/** Days in a range, both ends included. */
export const rangeDays = ({ from, to }: DayRange) => daysInRange(from, to);
