import type { ImportReport } from '@portal/contract';
import { ArrowLeftIcon, UploadIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { ImportErrors } from './import-errors';

type ImportReportCardProps = {
  report: ImportReport;
  /** An upload is under way: Apply waits. */
  busy: boolean;
  onApply: () => void;
};

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The counts of a check (or an apply), its errors, and the Apply button once the file is clean. */
export function ImportReportCard({ report, busy, onApply }: ImportReportCardProps) {
  const done = report.applied;
  const clean = report.errors_total === 0;
  const counts: [number, string][] = [
    [report.rows, report.rows === 1 ? 'row' : 'rows'],
    [report.created, done ? 'created' : 'to create'],
    [report.updated, done ? 'updated' : 'to update'],
    [report.unchanged, 'unchanged'],
    [report.categories_created, report.categories_created === 1 ? 'new category' : 'new categories'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{done ? 'Import result' : 'Check result'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {counts.map(([value, label]) => (
            <li key={label} className="rounded-lg border px-3 py-2">
              <span className="block font-semibold text-xl tabular-nums">{count(value)}</span>{' '}
              <span className="text-muted-foreground text-sm">{label}</span>
            </li>
          ))}
        </ul>
        {done ? (
          <Alert variant="success">
            <AlertTitle className="line-clamp-none">
              Imported: {count(report.created)} created, {count(report.updated)} updated,{' '}
              {count(report.unchanged)} unchanged
            </AlertTitle>
          </Alert>
        ) : clean ? (
          <Alert variant="success">
            <AlertTitle className="line-clamp-none">No errors found</AlertTitle>
            <AlertDescription>
              Nothing has changed yet: apply the import to write these products.
            </AlertDescription>
          </Alert>
        ) : (
          <Alert variant="warning">
            <AlertTitle className="line-clamp-none">
              {plural(report.errors_total, 'error', 'errors')} in the file
            </AlertTitle>
            <AlertDescription>
              Fix these rows in your file and check it again; nothing is changed until the file has no errors.
            </AlertDescription>
          </Alert>
        )}
        {!clean && <ImportErrors report={report} />}
        <div className="flex flex-wrap gap-2">
          {done ? (
            <Button asChild variant="outline">
              <Link to="/admin/products">
                <ArrowLeftIcon aria-hidden />
                Back to Products
              </Link>
            </Button>
          ) : (
            <Button onClick={onApply} disabled={!clean || busy}>
              <UploadIcon aria-hidden />
              Apply import
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
