import { ORDER_NOTES_MAX_LENGTH } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { BulkDecision } from '../api/bulk-update-order-status';
import { ordersText } from './bulk-labels';
import { APPROVE_BUTTON_CLASS } from './order-labels';

// The single order dialog's words (OrderDecisionDialog): the note is optional for both.
const TEXT: Record<
  BulkDecision,
  { verb: string; status: string; notesLabel: string; placeholder: string; busy: string }
> = {
  approved: {
    verb: 'Approve',
    status: 'Approved',
    notesLabel: 'Notes (Optional)',
    placeholder: 'Add a note for this approval...',
    busy: 'Approving...',
  },
  rejected: {
    verb: 'Reject',
    status: 'Rejected',
    notesLabel: 'Reason for Rejection (Optional)',
    placeholder: 'Tell the customers why...',
    busy: 'Rejecting...',
  },
};

export const bulkDialogTitle = (decision: BulkDecision, count: number) =>
  `${TEXT[decision].verb} ${ordersText(count)}`;

type BulkDecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  decision: BulkDecision;
  orderNumbers: string[];
  busy: boolean;
  /** Why the whole request failed (the orders were not changed); the dialog stays open to retry. */
  error: string | null;
  onConfirm: (notes: string) => void;
  /** Where focus goes once the dialog closes (the report), instead of the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Confirms one decision for every selected order, with one optional note for all of them. */
export function BulkDecisionDialog(props: BulkDecisionDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {/* Mounted only while open, so the note starts empty each time. */}
      {open && <BulkDecisionForm {...props} />}
    </Dialog>
  );
}

function BulkDecisionForm({
  decision,
  orderNumbers,
  busy,
  error,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
}: BulkDecisionDialogProps) {
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const text = TEXT[decision];
  const title = bulkDialogTitle(decision, orderNumbers.length);
  return (
    <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
      <form
        className="grid grid-cols-1 gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes);
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Each customer will be notified and the order status will change to {text.status}. An order decided
            elsewhere meanwhile is left as it is and reported.
          </DialogDescription>
        </DialogHeader>
        <p className="break-words text-sm">
          <span className="font-medium">Orders: </span>
          <span className="font-mono text-xs">{orderNumbers.join(', ')}</span>
        </p>
        {error && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={notesId}>{text.notesLabel}</Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={ORDER_NOTES_MAX_LENGTH}
            rows={4}
            placeholder={text.placeholder}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p className="text-muted-foreground text-xs">The same note goes with every order.</p>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={decision === 'rejected' ? 'destructive' : 'default'}
            className={decision === 'approved' ? APPROVE_BUTTON_CLASS : undefined}
            disabled={busy}
          >
            {busy && <Spinner />}
            {busy ? text.busy : title}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
