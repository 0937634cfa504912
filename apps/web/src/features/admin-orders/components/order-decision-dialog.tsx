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

/** The decisions confirmed with a note alone (shipping asks for more: ShipOrderDialog). */
export type NoteDecision = Exclude<OrderDecision, 'shipped'>;

type DecisionText = {
  description: (orderNumber: string) => string;
  notesLabel: string;
  placeholder: string;
  busy: string;
  /** The button that closes the dialog without acting ('Cancel' unless that would confuse). */
  dismiss?: string;
};

const TEXT: Record<NoteDecision, DecisionText> = {
  approved: {
    description: (n) =>
      `Approve order #${n}? The customer will be notified and the order status will change to Approved.`,
    notesLabel: 'Notes (Optional)',
    placeholder: 'Add a note for this approval...',
    busy: 'Approving...',
  },
  rejected: {
    description: (n) =>
      `Reject order #${n}? The customer will be notified and the order status will change to Rejected.`,
    notesLabel: 'Reason for Rejection (Optional)',
    placeholder: 'Tell the customer why...',
    busy: 'Rejecting...',
  },
  completed: {
    description: (n) =>
      `Mark order #${n} as delivered? The customer will be notified and the order status will change to Completed.`,
    notesLabel: 'Notes (Optional)',
    placeholder: 'Add a note about the delivery...',
    busy: 'Saving...',
  },
  // Issue 21 (decision 017): the spec's confirmation for cancelling, asked of the admin too.
  cancelled: {
    description: (n) =>
      `Are you sure you want to cancel this order? Order #${n} will change to Cancelled, its stock is released and the customer will be notified.`,
    notesLabel: 'Reason for the customer (Optional)',
    placeholder: 'Tell the customer why the order is cancelled...',
    busy: 'Cancelling...',
    dismiss: 'Keep Order',
  },
};

type OrderDecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  decision: NoteDecision;
  /** 'Approve Order', 'Accept Order', 'Reject Order', 'Mark as Delivered' or 'Cancel Order': title and confirm button. */
  title: string;
  orderNumber: string;
  busy: boolean;
  onConfirm: (notes: string) => void;
};

/**
 * Asks for confirmation and an optional note before approving, rejecting (spec section 2),
 * marking delivered or cancelling. The dialog is remounted each time it opens, so the note starts empty.
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
  const text = TEXT[decision];
  const destructive = decision === 'rejected' || decision === 'cancelled';
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
          <DialogDescription>{text.description(orderNumber)}</DialogDescription>
        </DialogHeader>
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
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {text.dismiss ?? 'Cancel'}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            className={approving ? APPROVE_BUTTON_CLASS : undefined}
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
