import { type RefObject, useRef, useState } from 'react';
import { actionError } from '@/lib/action-error';
import { type BulkDecision, useBulkUpdateOrderStatus } from '../api/bulk-update-order-status';
import type { OrderSelection } from '../hooks/use-order-selection';
import { BulkActionBar } from './bulk-action-bar';
import { BulkDecisionDialog } from './bulk-decision-dialog';
import type { BulkReport } from './bulk-result-report';

type BulkOrderActionsProps = {
  selection: OrderSelection;
  onReport: (report: BulkReport) => void;
  /** The report: it takes focus when the dialog closes after a decision. */
  reportRef: RefObject<HTMLDivElement | null>;
};

const FAILED: Record<BulkDecision, string> = {
  approved: 'Failed to approve orders',
  rejected: 'Failed to reject orders',
};

/**
 * The bar over the selected orders and its confirmation dialog. After the answer the report shows
 * what changed; the orders that could not be changed stay selected (those still pending).
 */
export function BulkOrderActions({ selection, onReport, reportRef }: BulkOrderActionsProps) {
  const [decision, setDecision] = useState<BulkDecision>('approved');
  const [open, setOpen] = useState(false);
  // A ref, not state: the dialog's content unmounts in the same render that closes it.
  const decided = useRef(false);
  const mutation = useBulkUpdateOrderStatus();
  const { selected } = selection;

  const start = (next: BulkDecision) => {
    mutation.reset();
    decided.current = false;
    setDecision(next);
    setOpen(true);
  };

  const confirm = (notes: string) => {
    mutation.mutate(
      { ids: selected.map((order) => order.id), status: decision, notes },
      {
        onSuccess: (results) => {
          selection.keep(results.filter((result) => !result.ok).map((result) => result.id));
          onReport({ status: decision, results });
          decided.current = true;
          setOpen(false);
        },
      },
    );
  };

  return (
    <>
      {selected.length > 0 && (
        <BulkActionBar
          count={selected.length}
          busy={mutation.isPending}
          onDecide={start}
          onClear={selection.clear}
        />
      )}
      <BulkDecisionDialog
        open={open}
        onOpenChange={setOpen}
        decision={decision}
        orderNumbers={selected.map((order) => order.order_number)}
        busy={mutation.isPending}
        error={mutation.error ? actionError(FAILED[decision], mutation.error) : null}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          if (!decided.current || !reportRef.current) return;
          event.preventDefault();
          reportRef.current.focus();
        }}
      />
    </>
  );
}
