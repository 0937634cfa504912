import { AlertTriangleIcon, CheckCircle2Icon, XIcon } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BulkDecision, BulkOutcome } from '../api/bulk-update-order-status';
import { bulkSummary, outcomeName } from './bulk-labels';

export type BulkReport = { status: BulkDecision; results: BulkOutcome[] };

type BulkResultReportProps = {
  report: BulkReport | null;
  onDismiss: () => void;
  /** The report takes focus when the dialog closes, so keyboard users land on it. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * What a bulk decision did: how many orders changed, and which could not and why. The live region
 * (a polite one, like a status) is always on the page, so the report is announced when it appears.
 */
export function BulkResultReport({ report, onDismiss, ref }: BulkResultReportProps) {
  const failed = report?.results.filter((result) => !result.ok) ?? [];
  const titleId = useId();
  return (
    <div aria-live="polite" data-testid="bulk-report-region" className="empty:hidden">
      {report && (
        <Alert
          ref={ref}
          role="group"
          aria-labelledby={titleId}
          tabIndex={-1}
          variant={failed.length > 0 ? 'warning' : 'success'}
          className="pr-12 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {failed.length > 0 ? <AlertTriangleIcon aria-hidden /> : <CheckCircle2Icon aria-hidden />}
          <AlertTitle id={titleId} className="line-clamp-none">
            {bulkSummary(report.status, report.results)}
          </AlertTitle>
          {failed.length > 0 && (
            <AlertDescription>
              <ul aria-label="Orders not changed" className="grid list-disc gap-0.5 pl-4">
                {failed.map((result) => (
                  <li key={result.id}>
                    <span className="font-medium font-mono text-xs">{outcomeName(result)}</span>:{' '}
                    {result.message}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          )}
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-2 right-2"
            aria-label="Dismiss report"
            onClick={onDismiss}
          >
            <XIcon aria-hidden />
          </Button>
        </Alert>
      )}
    </div>
  );
}
