import { ORDER_NOTES_MAX_LENGTH } from '@portal/contract';
import { useId, useState } from 'react';
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
import type { OrderDecision } from '../api/update-order-status';
import { APPROVE_BUTTON_CLASS } from './order-labels';

type OrderDecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  decision: OrderDecision;
  /** 'Approve Order', 'Accept Order' or 'Reject Order': the dialog title and its confirm button. */
  title: string;
  orderNumber: string;
  busy: boolean;
  onConfirm: (notes: string) => void;
};

/**
 * Asks for confirmation and an optional note before approving or rejecting (spec section 2). The
 * dialog is remounted each time it opens, so the note starts empty.
 */
export function OrderDecisionDialog(props: OrderDecisionDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {open && <DecisionForm {...props} />}
    </Dialog>
  );
}

function DecisionForm({
  decision,
  title,
  orderNumber,
  busy,
  onConfirm,
  onOpenChange,
}: OrderDecisionDialogProps) {
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const approving = decision === 'approved';
  return (
    <DialogContent>
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
            {approving
              ? `Approve order #${orderNumber}? The customer will be notified and the order status will change to Approved.`
              : `Reject order #${orderNumber}? The customer will be notified and the order status will change to Rejected.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={notesId}>
            {approving ? 'Notes (Optional)' : 'Reason for Rejection (Optional)'}
          </Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={ORDER_NOTES_MAX_LENGTH}
            rows={4}
            placeholder={approving ? 'Add a note for this approval...' : 'Tell the customer why...'}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={approving ? 'default' : 'destructive'}
            className={approving ? APPROVE_BUTTON_CLASS : undefined}
            disabled={busy}
          >
            {busy && <Spinner />}
            {busy ? (approving ? 'Approving...' : 'Rejecting...') : title}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
