import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec section 9: at most 5 page buttons, centred on the current page where possible. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type OrdersPaginationProps = { page: number; pages: number; onPageChange: (page: number) => void };

/** Previous, up to 5 page numbers and Next; nothing when everything fits on one page. */
export function OrdersPagination({ page, pages, onPageChange }: OrdersPaginationProps) {
  if (pages <= 1) return null;
  return (
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
  );
}
