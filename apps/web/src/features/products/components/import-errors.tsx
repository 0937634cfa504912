import type { ImportReport } from '@portal/contract';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const count = (n: number) => n.toLocaleString('en-US');

/** The file's problems, one row each: the row as a spreadsheet numbers it, the column, the reason. */
export function ImportErrors({ report }: { report: ImportReport }) {
  const { errors, errors_total: total } = report;
  return (
    <div className="grid gap-2">
      {total > errors.length && (
        <p className="text-muted-foreground text-sm">
          Showing the first {count(errors.length)} of {count(total)} errors
        </p>
      )}
      <div className="rounded-lg border">
        <Table className="caption-top">
          <TableCaption className="mt-0 px-3 py-2 text-left font-medium text-foreground">Errors</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="text-right">Row</TableHead>
              <TableHead>Column</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {errors.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors; the list never reorders
              <TableRow key={index}>
                <TableCell className="text-right align-top tabular-nums">{error.row}</TableCell>
                <TableCell className="align-top font-mono text-xs">{error.column ?? '—'}</TableCell>
                <TableCell className="min-w-40 whitespace-normal align-top [overflow-wrap:anywhere]">
                  {error.message}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
