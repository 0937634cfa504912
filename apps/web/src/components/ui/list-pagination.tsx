import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec section 9: at most 5 page buttons, centred on the current page where possible. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type ListPaginationProps = {
  page: number;
  pages: number;
  total: number;
  limit: number;
  /** The items' name, as in 'Showing 1 to 12 of 40 stores'. */
  noun: string;
  onPageChange: (page: number) => void;
  /** Label of the navigation landmark. */
  label: string;
  className?: string;
};

/** 'Showing X to Y of Z ...' with Previous, up to 5 page numbers and Next (buttons when pages > 1). */
export function ListPagination({
  page,
  pages,
  total,
  limit,
  noun,
  onPageChange,
  label,
  className,
}: ListPaginationProps) {
  if (total <= 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {from} to {to} of {total} {noun}
      </p>
      {pages > 1 && (
        <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
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
      )}
    </div>
  );
}
