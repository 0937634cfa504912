import { DownloadIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { AdminOrderStatusFilter } from '../api/admin-order-keys';
import { useOrderExport } from '../api/export-orders';
import { STATUS_FILTER_OPTIONS } from './order-labels';

const ROW_CHOICES = [
  { value: 'orders', label: 'One row per order', hint: 'Number, date, status, store, member and totals.' },
  {
    value: 'lines',
    label: 'One row per order line',
    hint: 'Each product of each order: SKU, quantity and prices.',
  },
] as const;
type Rows = (typeof ROW_CHOICES)[number]['value'];

export const RANGE_ERROR = 'From must be on or before To';

/** The list's filters the export takes (issue 24: its store and days too). */
export type ExportListFilters = {
  status: AdminOrderStatusFilter;
  search?: string;
  storeId?: number;
  /** The chosen store's name, for the dialog's text. */
  storeName?: string;
  from?: string;
  to?: string;
};

/** What the export takes from the list: 'status Pending, store “Harbor” and search “x”', or 'every order'. */
function filtersText({ status, search, storeId, storeName }: ExportListFilters) {
  const parts: string[] = [];
  if (status !== 'all') {
    const label = STATUS_FILTER_OPTIONS.find((option) => option.value === status)?.label ?? status;
    parts.push(`status ${label}`);
  }
  if (storeId) parts.push(`store “${storeName ?? `#${storeId}`}”`);
  if (search?.trim()) parts.push(`search “${search.trim()}”`);
  return parts.length > 0 ? `the orders matching ${parts.join(' and ')}` : 'every order';
}

/**
 * Export CSV on the order list (issue 23): the list's status, search and store, a date range (the
 * list's days when the dialog opens, issue 24) and one row per order or per line, picked in a small
 * dialog. The row choice stays for the next export.
 */
export function ExportOrdersButton({ filters }: { filters: ExportListFilters }) {
  const { status, search, storeId } = filters;
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rows, setRows] = useState<Rows>('orders');
  const [error, setError] = useState<string>();
  const exporting = useOrderExport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError(RANGE_ERROR);
      return;
    }
    setError(undefined);
    exporting.mutate(
      { status, search, storeId, from, to, lines: rows === 'lines' },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (exporting.isPending) return;
        // Each export starts from the days the list shows.
        if (next) {
          setFrom(filters.from ?? '');
          setTo(filters.to ?? '');
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={exporting.isPending}>
          <DownloadIcon aria-hidden />
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export orders</DialogTitle>
          <DialogDescription>
            A CSV file of {filtersText(filters)}, as the list shows them. Leave the dates empty for every
            date.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="order-export-from" label="From" error={error}>
              <Input
                id="order-export-from"
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => {
                  setFrom(event.target.value);
                  setError(undefined);
                }}
                {...fieldAria('order-export-from', error)}
              />
            </FormField>
            <FormField id="order-export-to" label="To">
              <Input
                id="order-export-to"
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => {
                  setTo(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          </div>
          <p className="-mt-2 text-muted-foreground text-xs">
            The days orders were placed, both included (UTC).
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Rows</legend>
            {ROW_CHOICES.map((choice) => {
              const id = `order-export-${choice.value}`;
              return (
                <label
                  key={choice.value}
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-muted/40"
                >
                  <input
                    id={id}
                    type="radio"
                    name="order-export-rows"
                    value={choice.value}
                    checked={rows === choice.value}
                    onChange={() => setRows(choice.value)}
                    aria-labelledby={`${id}-label`}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span className="grid gap-1">
                    <span id={`${id}-label`} className="font-medium text-sm">
                      {choice.label}
                    </span>
                    <span id={`${id}-hint`} className="text-muted-foreground text-xs">
                      {choice.hint}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <FormDialogFooter busy={exporting.isPending} submitLabel="Export" busyLabel="Exporting…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
