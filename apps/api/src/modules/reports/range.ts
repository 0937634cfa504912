import { daysInRange, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, type ReportRange } from '@portal/contract';
import { badRequest } from '../../lib/app-error';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC calendar day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by `days` days (negative: earlier). */
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The range a request asks for, filled in: no end means today (UTC; the start's day when that is
 * later) and no start the REPORT_DEFAULT_DAYS days up to the end. The contract refused a wrong
 * pair; a lone start over three years ago is refused here, once the end is known.
 */
export function resolveRange(query: { from?: string; to?: string }, now = new Date()): ReportRange {
  const to = query.to ?? (query.from && query.from > isoDay(now) ? query.from : isoDay(now));
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const days = daysInRange(from, to);
  if (days > REPORT_MAX_DAYS) {
    throw badRequest(`to: the range from-to must be at most ${REPORT_MAX_DAYS} days (3 years)`);
  }
  return { from, to, days };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: ReportRange): ReportRange {
  return { from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days };
}

/** Every day of the range, oldest first. */
export function daysOf(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}
