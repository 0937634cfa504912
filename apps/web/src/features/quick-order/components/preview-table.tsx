import { AlertCircleIcon, MergeIcon, XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { availabilityText, isAddable, linesText, type PreviewRow } from '../lib/preview-lines';

type PreviewTableProps = {
  rows: PreviewRow[];
  /** A fix is being checked: the suggestion buttons wait. */
  busy: boolean;
  onUseSuggestion: (row: PreviewRow, sku: string) => void;
  onRemove: (row: PreviewRow) => void;
};

function Problem({
  row,
  busy,
  onUseSuggestion,
}: Omit<PreviewTableProps, 'rows' | 'onRemove'> & { row: PreviewRow }) {
  const message = row.cartError ? `Not added: ${row.cartError}` : (row.error?.message ?? '');
  const suggestions = row.cartError ? [] : (row.error?.suggestions ?? []);
  return (
    <div className="grid gap-2 whitespace-normal">
      {row.product && <p className="font-medium">{row.product.name}</p>}
      <p className="flex items-start gap-1.5 text-red-700">
        <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">Problem: </span>
          {message}
        </span>
      </p>
      {suggestions.length > 0 && (
        <div className="grid gap-1.5">
          <span className="text-muted-foreground text-xs">Did you mean:</span>
          <ul className="grid justify-items-start gap-1.5">
            {suggestions.map((suggestion) => (
              <li key={suggestion.sku} className="max-w-full">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => onUseSuggestion(row, suggestion.sku)}
                  className="h-auto min-h-8 max-w-full shrink justify-start whitespace-normal py-1 text-left"
                >
                  <span className="min-w-0">
                    Use <span className="break-all font-mono">{suggestion.sku}</span>
                    <span className="font-normal text-muted-foreground"> · {suggestion.name}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The preview: each line resolved to its product, or the problem with it and how to fix it. */
export function PreviewTable({ rows, busy, onUseSuggestion, onRemove }: PreviewTableProps) {
  return (
    <Table aria-label="Preview lines" aria-busy={busy}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12 text-right">Line</TableHead>
          <TableHead>SKU</TableHead>
          <TableHead>Product</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead>Availability</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          <TableHead className="text-right">Line total</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const ok = isAddable(row);
          const product = row.product;
          return (
            <TableRow
              key={`${row.line}-${row.sku}`}
              data-testid="preview-line"
              className={cn(!ok && 'bg-red-50/60 hover:bg-red-50')}
            >
              <TableCell className="text-right tabular-nums">{row.line}</TableCell>
              <TableCell className="font-mono">
                {row.sku || <span className="text-muted-foreground">(none)</span>}
                {row.merged_lines && row.merged_lines.length > 0 && (
                  <Badge variant="info" className="mt-1 flex whitespace-normal font-sans">
                    <MergeIcon aria-hidden />
                    Duplicate {linesText(row.merged_lines)} merged into this line
                  </Badge>
                )}
              </TableCell>
              {ok && product ? (
                <>
                  <TableCell className="min-w-48 whitespace-normal font-medium">{product.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(product.price)}</TableCell>
                  <TableCell>
                    <Badge variant={product.in_stock ? 'success' : 'danger'}>
                      {availabilityText(product)}
                    </Badge>
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3} className="min-w-64 max-w-md">
                  <Problem row={row} busy={busy} onUseSuggestion={onUseSuggestion} />
                </TableCell>
              )}
              <TableCell className="text-right tabular-nums">{row.quantity}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {ok && product ? (
                  formatMoney(product.line_total)
                ) : (
                  <>
                    <span aria-hidden>—</span>
                    <span className="sr-only">none</span>
                  </>
                )}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove line ${row.line}`}
                  title="Remove line"
                  onClick={() => onRemove(row)}
                >
                  <XIcon aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
