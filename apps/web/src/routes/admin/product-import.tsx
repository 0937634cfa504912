import type { ImportReport } from '@portal/contract';
import { ArrowLeftIcon, FileCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { refusedReport, useProductImport } from '@/features/products/api/import';
import { ImportGuide } from '@/features/products/components/import-guide';
import { ImportProgress } from '@/features/products/components/import-progress';
import { ImportReportCard } from '@/features/products/components/import-report';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const FILE_ID = 'import-file';

/** /admin/products/import (issue 19): check a product CSV (a dry run), then apply it. */
export default function AdminProductImportRoute() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useProductImport();
  const busy = upload.isPending;
  // The last report stays on screen while the apply runs, and after an apply that did not arrive.
  const [report, setReport] = useState<ImportReport>();
  const handled = upload.error instanceof ApiError && upload.error.handled;
  const failed = upload.isError && !handled;
  const applying = upload.variables?.dryRun === false;

  const run = (dryRun: boolean) => {
    if (!file) return;
    upload.mutate(
      { file, dryRun },
      {
        onSuccess: (response) => setReport(response.data),
        onError: (error) => setReport((last) => refusedReport(error) ?? (dryRun ? undefined : last)),
      },
    );
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    run(true);
  };

  return (
    <>
      <title>Import Products · MS Portal</title>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to="/admin/products">
          <ArrowLeftIcon aria-hidden />
          Back to Products
        </Link>
      </Button>
      <PageHeader
        title="Import Products"
        description="Add and update many products at once from a CSV file."
      />
      <div className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <ImportGuide />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Check and import</CardTitle>
            <CardDescription>
              Checking reads the whole file and changes nothing; apply it once it has no errors.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={check} className="grid gap-4">
              <FormField id={FILE_ID} label="CSV file" hint="A .csv file saved as CSV UTF-8.">
                <Input
                  id={FILE_ID}
                  type="file"
                  accept=".csv,text/csv"
                  disabled={busy}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    upload.reset();
                    setReport(undefined);
                  }}
                  {...fieldAria(FILE_ID, undefined, true)}
                />
              </FormField>
              <div>
                <Button type="submit" disabled={!file || busy}>
                  <FileCheckIcon aria-hidden />
                  Check file
                </Button>
              </div>
              {file && upload.progress && <ImportProgress fileName={file.name} progress={upload.progress} />}
              {failed && (
                <Alert variant="destructive">
                  <AlertTitle className="line-clamp-none">
                    {applying ? 'Nothing was imported' : 'The file could not be checked'}
                  </AlertTitle>
                  <AlertDescription>{getErrorMessage(upload.error)}</AlertDescription>
                </Alert>
              )}
            </form>
          </CardContent>
        </Card>
        {report && <ImportReportCard report={report} busy={busy} onApply={() => run(false)} />}
      </div>
    </>
  );
}
