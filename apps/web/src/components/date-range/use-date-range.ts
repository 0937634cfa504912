import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DayRange, type RangePreset, type RangeState, readRange, utcToday } from './date-range';

export type DateRangeControl = RangeState & {
  choosePreset(preset: Exclude<RangePreset, 'custom'>): void;
  chooseCustom(range: DayRange): void;
};

/**
 * The screen's range, read from and written to the address: other parameters of the address are
 * kept. Each choice is a history entry, so Back returns to the range before.
 */
export function useDateRange(): DateRangeControl {
  const [params, setParams] = useSearchParams();
  const today = utcToday();
  const state = useMemo(() => readRange(params, today), [params, today]);
  const write = (values: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const key of ['range', 'from', 'to']) next.delete(key);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next);
  };
  return {
    ...state,
    choosePreset: (preset) => write({ range: preset }),
    chooseCustom: ({ from, to }) => write({ range: 'custom', from, to }),
  };
}
