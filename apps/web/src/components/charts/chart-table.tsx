import type { ReactNode } from 'react';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

export type ChartTableColumn = { label: string; numeric?: boolean };

type ChartTableProps = {
  /** Names the table for screen readers ('Orders per day by status'). */
  caption: string;
  columns: ChartTableColumn[];
  /** One array of cells per row, in the columns' order; the first cell heads its row. */
  rows: { key: string; cells: ReactNode[] }[];
};

/** A chart's figures as a table, in one scrolling box that keyboard users can focus and scroll. */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHeader className="sticky top-0 bg-muted">
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.label} className={cn(column.numeric && 'text-right')}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]?.label} scope="row" className="px-3 py-2 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <TableCell
                    key={columns[index]?.label}
                    className={cn(columns[index]?.numeric && 'text-right tabular-nums')}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </section>
  );
}
