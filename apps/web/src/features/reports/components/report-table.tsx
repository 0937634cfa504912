import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useFileDownload } from '@/lib/download';

export type ReportColumn<R, S extends string> = {
  label: string;
  /** The sort the column's header asks the server for; none: not sortable. */
  sort?: S;
  numeric?: boolean;
  /** What the cell shows. */
  render: (row: R) => ReactNode;
};

export type SortState<S extends string> = { sort: S; order: 'asc' | 'desc' };

type ReportTableProps<R, S extends string> = {
  title: string;
  description: string;
  /** The table's accessible name ('Stores report'). */
  caption: string;
  columns: ReportColumn<R, S>[];
  rows: R[] | undefined;
  rowKey: (row: R, index: number) => string;
  sorting: SortState<S>;
  onSort: (sorting: SortState<S>) => void;
  page: number;
  pages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** 'stores' in 'Showing 1 to 20 of 45 stores'. */
  noun: string;
  loading: boolean;
  error?: string;
  emptyText: string;
  /** The whole report as CSV: its API path ('/admin/reports/stores/export') and the range and sort. */
  exportPath: string;
  exportQuery: { from: string; to: string; sort: S; order: 'asc' | 'desc' };
};

const ariaSort = (active: boolean, order: 'asc' | 'desc') =>
  active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';

/**
 * A report as a table: headers sort (again to reverse), a pager, and 'Export CSV' of the whole
 * report of the range in the table's sort, every page (written by the server, formulas escaped).
 */
export function ReportTable<R, S extends string>(props: ReportTableProps<R, S>) {
  const { columns, rows, sorting, onSort } = props;
  const sortBy = (column: ReportColumn<R, S>) => {
    if (!column.sort) return;
    if (column.sort === sorting.sort)
      onSort({ sort: column.sort, order: sorting.order === 'asc' ? 'desc' : 'asc' });
    // Figures read best largest first, names from A.
    else onSort({ sort: column.sort, order: column.numeric ? 'desc' : 'asc' });
  };
  const download = useFileDownload();
  const exportReport = () =>
    download.mutate({
      path: props.exportPath,
      query: props.exportQuery,
      fallbackName: `${props.noun}-report.csv`,
      redirectOnUnauthorized: true,
    });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
        <CardAction>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={exportReport}
            disabled={!rows?.length || download.isPending}
            aria-label={`${download.isPending ? 'Exporting' : 'Export CSV'} of the ${props.noun} report`}
          >
            <DownloadIcon aria-hidden />
            {download.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-4">
        {props.error ? (
          <p role="alert" className="text-destructive text-sm">
            {props.error}
          </p>
        ) : !rows ? (
          <LoadingState text={`Loading ${props.noun}...`} />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">{props.emptyText}</p>
        ) : (
          <Table
            aria-label={props.caption}
            aria-busy={props.loading}
            className={cn(props.loading && 'opacity-60')}
          >
            <TableHeader>
              <TableRow>
                {columns.map((column) => {
                  const active = column.sort !== undefined && column.sort === sorting.sort;
                  const Icon = active
                    ? sorting.order === 'asc'
                      ? ArrowUpIcon
                      : ArrowDownIcon
                    : ArrowUpDownIcon;
                  return (
                    <TableHead
                      key={column.label}
                      aria-sort={column.sort ? ariaSort(active, sorting.order) : undefined}
                      className={cn(column.numeric && 'text-right')}
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          onClick={() => sortBy(column)}
                          className={cn(
                            '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                            active && 'text-foreground',
                          )}
                        >
                          {column.label}
                          <Icon aria-hidden className="size-3.5" />
                        </button>
                      ) : (
                        column.label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={props.rowKey(row, index)}>
                  {columns.map((column) => (
                    <TableCell key={column.label} className={cn(column.numeric && 'text-right tabular-nums')}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          page={props.page}
          pages={props.pages}
          onPageChange={props.onPage}
          label={`${props.title} pages`}
          summary={{ total: props.total, limit: props.limit, noun: props.noun }}
          disabled={props.loading}
        />
      </CardContent>
    </Card>
  );
}
