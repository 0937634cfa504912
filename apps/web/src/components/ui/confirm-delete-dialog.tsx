import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** A consequence worth a warning box (members losing their store, ...); none when null. */
  warning?: { title: ReactNode; body: ReactNode } | null;
  /** The button's text, e.g. 'Delete Store'; 'Deleting...' while the request runs. */
  confirmLabel: string;
  busy: boolean;
  /** Runs the deletion; the dialog closes once it resolves and stays open when it throws. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The delete confirmation of the admin screens (spec section 2): Cancel, and a destructive button
 * that keeps the dialog open until the server has answered. A failure is reported by the
 * mutation's own toast; the dialog then stays open to retry or cancel.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, onOpenChange, title, description, warning, confirmLabel, busy, onConfirm } = props;
  const confirm = async () => {
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reported by the mutation's toast.
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {warning && (
          <Alert variant="warning" role="note">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>{warning.title}</AlertTitle>
            <AlertDescription>{warning.body}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Deleting...' : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
