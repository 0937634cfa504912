import { CalendarRangeIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { customRangeProblem, RANGE_PRESETS, rangeDays, rangeLabel } from './date-range';
import type { DateRangeControl } from './use-date-range';

/**
 * Presets (7, 30, 90 days, this month, last month) and custom from/to days. The chosen range is
 * in the address (useDateRange); the line under the buttons says which days are shown.
 */
export function DateRangePicker({ control, className }: { control: DateRangeControl; className?: string }) {
  const { preset, range, problem } = control;
  const [editing, setEditing] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string>();
  const id = useId();
  const customOpen = editing || preset === 'custom';
  const days = rangeDays(range);

  const openCustom = () => {
    setFrom(range.from);
    setTo(range.to);
    setError(undefined);
    setEditing(true);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = customRangeProblem(from, to);
    setError(wrong);
    if (!wrong) control.chooseCustom({ from, to });
  };

  return (
    <section
      aria-label="Date range"
      className={cn('grid gap-3 rounded-xl border bg-card p-3 shadow-xs', className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CalendarRangeIcon aria-hidden className="size-4 text-muted-foreground" />
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-style button group; fieldset would add a legend and border */}
        <div role="group" aria-label="Range presets" className="flex flex-wrap gap-1">
          {RANGE_PRESETS.map(({ value, label }) => {
            const pressed = value === 'custom' ? customOpen : !customOpen && preset === value;
            return (
              <Button
                key={value}
                type="button"
                size="sm"
                variant={pressed ? 'default' : 'outline'}
                aria-pressed={pressed}
                onClick={() => {
                  if (value === 'custom') openCustom();
                  else {
                    setEditing(false);
                    control.choosePreset(value);
                  }
                }}
              >
                {label}
              </Button>
            );
          })}
        </div>
      </div>
      {customOpen && (
        <form
          onSubmit={apply}
          noValidate
          className="flex flex-wrap items-end gap-3"
          aria-label="Custom range"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-40"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-40"
            />
          </div>
          <Button type="submit" size="sm" className="h-9">
            Apply
          </Button>
          {error && (
            <p id={`${id}-error`} role="alert" className="basis-full text-destructive text-sm">
              {error}
            </p>
          )}
        </form>
      )}
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing <span className="font-medium text-foreground">{rangeLabel(range)}</span> ({days}{' '}
        {days === 1 ? 'day' : 'days'}, UTC)
        {problem && <span className="text-destructive"> · The link's range was not valid: {problem}</span>}
      </p>
    </section>
  );
}
