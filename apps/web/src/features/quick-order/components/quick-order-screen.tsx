import { AlertCircleIcon, EyeIcon, ShoppingCartIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { isAddable, itemsText } from '../lib/preview-lines';
import { AddedReport } from './added-report';
import { CsvUpload } from './csv-upload';
import { EntryModePicker } from './entry-mode-picker';
import { PasteInput } from './paste-input';
import { PreviewTable } from './preview-table';
import { TypedRows } from './typed-rows';
import { useQuickOrder } from './use-quick-order';

/** '18 items ready ($412.50), 2 lines need fixing.'; what is there when either part is nothing. */
function previewSummary(ready: number, total: number, problems: number): string {
  const fixing = `${problems} ${problems === 1 ? 'line needs' : 'lines need'} fixing`;
  if (ready === 0) return problems === 0 ? 'No lines to preview.' : `${fixing}.`;
  return `${itemsText(ready)} ready (${formatMoney(total)})${problems > 0 ? `, ${fixing}` : ''}.`;
}

/** /store/quick-order (issue 22): SKUs typed, pasted or uploaded, one preview, then the cart. */
export function QuickOrderScreen() {
  const quick = useQuickOrder();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const addedHeading = useRef<HTMLDivElement>(null);
  const rows = quick.rows ?? [];
  const ready = rows.filter(isAddable);
  const problems = rows.length - ready.length;
  const readyTotal = ready.reduce((sum, row) => sum + (row.product?.line_total ?? 0), 0);

  // A new preview or add result takes the focus, so keyboard users continue from there.
  const { focusRequest } = quick;
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.to === 'added' ? addedHeading.current : previewHeading.current;
    (target ?? addedHeading.current)?.focus();
  }, [focusRequest]);

  return (
    <>
      <PageHeader
        title="Quick order"
        description="Order by SKU: type the codes, paste lines from a spreadsheet or e-mail, or upload a CSV."
      />
      <p role="status" aria-live="polite" className="sr-only">
        {quick.announcement}
      </p>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Enter SKUs</CardTitle>
            <CardDescription>Every line is checked before anything goes into your cart.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <EntryModePicker value={quick.mode} onChange={quick.setMode} />
            {quick.mode === 'type' && <TypedRows rows={quick.typedRows} onChange={quick.setTypedRows} />}
            {quick.mode === 'paste' && (
              <PasteInput value={quick.pasted} onChange={quick.setPasted} error={quick.inputError} />
            )}
            {quick.mode === 'csv' && (
              <CsvUpload file={quick.file} onChange={quick.setFile} error={quick.inputError} />
            )}
            {quick.inputError && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {quick.inputError}
              </p>
            )}
            <div>
              <Button onClick={quick.runPreview} disabled={quick.previewing}>
                {quick.previewing ? <Spinner /> : <EyeIcon aria-hidden />}
                {quick.previewing ? 'Checking lines...' : 'Preview'}
              </Button>
            </div>
          </CardContent>
        </Card>

        {quick.failure && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertTitle className="line-clamp-none">{quick.failure}</AlertTitle>
          </Alert>
        )}

        {quick.added && <AddedReport result={quick.added} headingRef={addedHeading} />}

        {quick.rows && (quick.rows.length > 0 || !quick.added) && (
          <section
            aria-labelledby="quick-preview-title"
            className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-1">
                <h2
                  id="quick-preview-title"
                  ref={previewHeading}
                  tabIndex={-1}
                  className="font-semibold text-lg outline-none"
                >
                  {quick.added ? 'Lines to fix' : 'Preview'}
                </h2>
                <p className="text-muted-foreground text-sm">
                  {previewSummary(ready.length, readyTotal, problems)}
                </p>
              </div>
              {ready.length > 0 && (
                <Button onClick={quick.addReady} disabled={quick.adding || quick.previewing}>
                  {quick.adding ? <Spinner /> : <ShoppingCartIcon aria-hidden />}
                  {quick.adding ? 'Adding...' : `Add ${itemsText(ready.length)} to cart`}
                </Button>
              )}
            </div>
            {rows.length > 0 && (
              <PreviewTable
                rows={rows}
                busy={quick.previewing}
                onUseSuggestion={quick.applySuggestion}
                onChangeQuantity={quick.changeQuantity}
                onRemove={quick.removeRow}
              />
            )}
          </section>
        )}
      </div>
    </>
  );
}
