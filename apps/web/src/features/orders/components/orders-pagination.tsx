import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageWindow } from './page-window';

type OrdersPaginationProps = {
  page: number;
  pages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
};

/** 'Showing x to y of z orders', Previous, the page buttons and Next; nothing for a single page. */
export function OrdersPagination({ page, pages, total, limit, onPageChange }: OrdersPaginationProps) {
  if (pages <= 1) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className="flex flex-col items-center gap-3 border-t pt-4 lg:flex-row lg:justify-between">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {from} to {to} of {total} orders
      </p>
      <nav aria-label="Order pages" className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden />
          Previous
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'default' : 'outline'}
            size="icon-sm"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
