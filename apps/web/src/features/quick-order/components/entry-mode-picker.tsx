import { ClipboardPasteIcon, FileSpreadsheetIcon, KeyboardIcon, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { EntryMode } from './use-quick-order';

const MODES: { value: EntryMode; label: string; icon: LucideIcon }[] = [
  { value: 'type', label: 'Type SKUs', icon: KeyboardIcon },
  { value: 'paste', label: 'Paste lines', icon: ClipboardPasteIcon },
  { value: 'csv', label: 'Upload a CSV', icon: FileSpreadsheetIcon },
];

type EntryModePickerProps = { value: EntryMode; onChange: (mode: EntryMode) => void };

/** The three ways in, as a radio group (arrow keys move between them). */
export function EntryModePicker({ value, onChange }: EntryModePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">How do you want to enter the SKUs?</legend>
      <div className="flex flex-wrap gap-2">
        {MODES.map(({ value: mode, label, icon: Icon }) => (
          <label
            key={mode}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              mode === value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <input
              type="radio"
              name="quick-order-mode"
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
