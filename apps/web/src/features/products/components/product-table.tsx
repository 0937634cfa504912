import type { AdminProduct } from '@portal/contract';
import { HistoryIcon, ImageIcon, PencilIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usableImage } from '@/lib/image-url';
import { parsePrice, parseStock, QuickEdit } from './quick-edit';

/** The product's image, small, beside its name (decorative: the name says what it is). */
function Thumbnail({ src }: { src: string | null }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded border bg-muted">
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-contain" />
      ) : (
        <ImageIcon aria-hidden className="size-4 text-muted-foreground" />
      )}
    </span>
  );
}

type ProductTableProps = {
  products: AdminProduct[];
  busy: boolean;
  onEdit: (product: AdminProduct) => void;
  onDeactivate: (product: AdminProduct) => void;
  onReactivate: (product: AdminProduct) => void;
  onQuickEdit: (product: AdminProduct, change: { price?: number; stock_quantity?: number | null }) => void;
  /** Issue 23: opens the product's own history (the screen composes it from the audit log). */
  onHistory?: (product: AdminProduct) => void;
};

const AVAILABILITY = {
  in_stock: { label: 'In Stock', variant: 'success' },
  low_stock: { label: 'Low', variant: 'warning' },
  out_of_stock: { label: 'Out', variant: 'danger' },
} as const;

/** The products as a table; price and stock are edited in place (Enter or leaving saves). */
export function ProductTable({
  products,
  busy,
  onEdit,
  onDeactivate,
  onReactivate,
  onQuickEdit,
  onHistory,
}: ProductTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <Table aria-label="Products">
        <TableHeader>
          <TableRow>
            <TableHead>Product</TableHead>
            <TableHead>Category</TableHead>
            <TableHead className="text-right">Price ($)</TableHead>
            <TableHead className="text-right">Stock</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => {
            const availability = AVAILABILITY[product.availability];
            return (
              <TableRow key={product.id}>
                <TableCell className="min-w-48">
                  <div className="flex items-center gap-3">
                    <Thumbnail src={usableImage(product.image)} />
                    <div className="min-w-0">
                      <div className="font-medium">{product.name}</div>
                      <div className="text-muted-foreground text-xs">SKU: {product.sku}</div>
                    </div>
                  </div>
                </TableCell>
                <TableCell className="min-w-32 text-sm">{product.category ?? '—'}</TableCell>
                <TableCell className="text-right">
                  <QuickEdit
                    key={`price-${product.price}`}
                    label={`Price of ${product.name}`}
                    value={product.price.toFixed(2)}
                    parse={parsePrice}
                    disabled={busy}
                    onSave={(price) => price !== null && onQuickEdit(product, { price })}
                  />
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex flex-col items-end gap-1">
                    <QuickEdit
                      key={`stock-${product.stock_quantity}`}
                      label={`Stock of ${product.name}`}
                      value={product.stock_quantity?.toString() ?? ''}
                      parse={parseStock}
                      disabled={busy}
                      className="w-20"
                      onSave={(stock) => onQuickEdit(product, { stock_quantity: stock })}
                    />
                    <Badge variant={availability.variant}>{availability.label}</Badge>
                  </div>
                </TableCell>
                <TableCell>
                  {product.is_active ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="neutral">Inactive</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" onClick={() => onEdit(product)}>
                      <PencilIcon aria-hidden />
                      Edit
                      <span className="sr-only"> {product.name}</span>
                    </Button>
                    {onHistory && (
                      // Icon only: the table is wide already; the name and the tooltip say what it is.
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`History of ${product.name}`}
                        title="History"
                        onClick={() => onHistory(product)}
                      >
                        <HistoryIcon aria-hidden />
                      </Button>
                    )}
                    {product.is_active ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        disabled={busy}
                        onClick={() => onDeactivate(product)}
                      >
                        <Trash2Icon aria-hidden />
                        Deactivate
                        <span className="sr-only"> {product.name}</span>
                      </Button>
                    ) : (
                      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onReactivate(product)}>
                        <RotateCcwIcon aria-hidden />
                        Reactivate
                        <span className="sr-only"> {product.name}</span>
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
