import { CheckCircle2Icon, XCircleIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { BulkDecision } from '../api/bulk-update-order-status';
import { APPROVE_BUTTON_CLASS } from './order-labels';

type BulkActionBarProps = {
  count: number;
  busy: boolean;
  onDecide: (decision: BulkDecision) => void;
  onClear: () => void;
};

/** Stays in view at the bottom of the screen while orders are selected. */
export function BulkActionBar({ count, busy, onDecide, onClear }: BulkActionBarProps) {
  return (
    <section
      aria-label="Selected orders"
      className="sticky bottom-4 z-20 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-lg"
    >
      <p className="font-medium text-sm" aria-live="polite">
        {count} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <Button className={APPROVE_BUTTON_CLASS} disabled={busy} onClick={() => onDecide('approved')}>
          <CheckCircle2Icon aria-hidden />
          Approve
        </Button>
        <Button variant="destructive" disabled={busy} onClick={() => onDecide('rejected')}>
          <XCircleIcon aria-hidden />
          Reject
        </Button>
        <Button variant="outline" disabled={busy} onClick={onClear}>
          <XIcon aria-hidden />
          Clear
        </Button>
      </div>
    </section>
  );
}
