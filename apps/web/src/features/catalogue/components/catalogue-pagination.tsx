import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type CataloguePaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
};

/** Previous / 'Page {n} of {pages}' / Next; the screen scrolls to the top on a change. */
export function CataloguePagination({ page, pages, onPageChange, disabled }: CataloguePaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-current="page">
        Page {page} of {pages}
      </p>
      <Button variant="outline" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
