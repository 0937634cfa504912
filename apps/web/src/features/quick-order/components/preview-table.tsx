import { MergeIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import {
  availabilityText,
  isAddable,
  isQuantityEditable,
  linesText,
  type PreviewRow,
} from '../lib/preview-lines';
import { LineQuantity } from './line-quantity';
import { PreviewProblem } from './preview-problem';

type PreviewTableProps = {
  rows: PreviewRow[];
  /** A fix is being checked: the fix buttons wait. */
  busy: boolean;
  onUseSuggestion: (row: PreviewRow, sku: string) => void;
  /** A new quantity for the line, from its quantity box (the focus stays) or 'Use N'. */
  onChangeQuantity: (row: PreviewRow, quantity: number, moveFocus?: boolean) => void;
  onRemove: (row: PreviewRow) => void;
};

type Product = NonNullable<PreviewRow['product']>;

function ProductCells({ row, product, problem }: { row: PreviewRow; product: Product; problem: ReactNode }) {
  const short = row.error?.code === 'not_enough_stock' || row.cartError !== undefined;
  const variant = !product.is_active || !product.in_stock ? 'danger' : short ? 'warning' : 'success';
  return (
    <>
      <TableCell className={cn('min-w-48 whitespace-normal', problem ? 'max-w-md' : 'font-medium')}>
        {problem ?? product.name}
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(product.price)}</TableCell>
      <TableCell>
        <Badge variant={variant}>{availabilityText(product)}</Badge>
      </TableCell>
    </>
  );
}

/**
 * The preview: each line resolved to its product, or the problem with it and how to fix it in
 * place (a SKU from 'did you mean', a quantity, 'Use N' of what is left). A line whose product is
 * known shows its price and availability, whatever the problem.
 */
export function PreviewTable({ rows, busy, onUseSuggestion, onChangeQuantity, onRemove }: PreviewTableProps) {
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
          const problem = ok ? null : (
            <PreviewProblem
              row={row}
              busy={busy}
              onUseSuggestion={onUseSuggestion}
              onChangeQuantity={onChangeQuantity}
            />
          );
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
              {product ? (
                <ProductCells row={row} product={product} problem={problem} />
              ) : (
                <TableCell colSpan={3} className="min-w-64 max-w-md">
                  {problem}
                </TableCell>
              )}
              <TableCell className="text-right tabular-nums">
                {isQuantityEditable(row) ? (
                  <LineQuantity
                    row={row}
                    onChange={(changed, quantity) => onChangeQuantity(changed, quantity, false)}
                  />
                ) : (
                  row.quantity
                )}
              </TableCell>
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
