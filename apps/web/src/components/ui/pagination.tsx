import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageItems, pageRange } from '@/lib/pagination';

type PaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ('Stores pages'). */
  label: string;
  /** Page buttons shown at most (spec section 9: 5, 7 on My Orders). */
  maxButtons?: number;
  /** Previous, 'Page {n} of {pages}' and Next, without page buttons (the catalogue). */
  compact?: boolean;
  /** 'Showing X to Y of Z {noun}' beside the buttons; it shows even when one page holds everything. */
  summary?: { total: number; limit: number; noun: string };
  /** Where the summary and the buttons go side by side; below it they stack. */
  rowFrom?: 'sm' | 'lg';
  /** Holds the buttons, e.g. while the next page loads. */
  disabled?: boolean;
  className?: string;
};

const rowClass = { sm: 'sm:flex-row sm:justify-between', lg: 'lg:flex-row lg:justify-between' };

/** The one pager of the portal: Previous, the page buttons (or 'Page n of N') and Next. */
export function Pagination(props: PaginationProps) {
  const { summary, rowFrom = 'sm', className, ...nav } = props;
  if (!summary) return <PageButtons {...nav} className={className} />;
  if (summary.total <= 0) return null;
  const { from, to } = pageRange(props.page, summary.limit, summary.total);
  return (
    <div className={cn('flex flex-col items-center gap-3', rowClass[rowFrom], className)}>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {from} to {to} of {summary.total} {summary.noun}
      </p>
      <PageButtons {...nav} />
    </div>
  );
}

type PageButtonsProps = Omit<PaginationProps, 'summary' | 'rowFrom'>;

/** Nothing when everything fits on one page. */
function PageButtons({
  page,
  pages,
  onPageChange,
  label,
  maxButtons,
  compact,
  disabled,
  className,
}: PageButtonsProps) {
  if (pages <= 1) return null;
  const size = compact ? 'default' : 'sm';
  return (
    <nav
      aria-label={label}
      className={cn('flex items-center justify-center', compact ? 'gap-3' : 'flex-wrap gap-1', className)}
    >
      <Button
        variant="outline"
        size={size}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden />
        Previous
      </Button>
      {compact ? (
        <p className="text-muted-foreground text-sm tabular-nums" aria-current="page">
          Page {page} of {pages}
        </p>
      ) : (
        pageItems(page, pages, maxButtons).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'default' : 'outline'}
            size="icon-sm"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))
      )}
      <Button
        variant="outline"
        size={size}
        disabled={disabled || page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
