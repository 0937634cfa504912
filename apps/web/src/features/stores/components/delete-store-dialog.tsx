import type { Store } from '@portal/contract';
import { TriangleAlertIcon } from 'lucide-react';
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
import { useDeleteStore } from '../api/delete-store';
import { memberCountText } from './store-labels';

type DeleteStoreDialogProps = {
  /** The chosen store, kept while the dialog closes so its text does not vanish mid-animation. */
  store: Store | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Delete Store' (spec section 2): warns when the store has members that they lose the store. */
export function DeleteStoreDialog({ store, open, onOpenChange }: DeleteStoreDialogProps) {
  const mutation = useDeleteStore();
  const busy = mutation.isPending;

  const confirm = async () => {
    if (!store) return;
    try {
      await mutation.mutateAsync(store.id);
      onOpenChange(false);
    } catch {
      // The mutation's toast reports it; the dialog stays open to retry or cancel.
    }
  };

  const members = store?.member_count ?? 0;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Store</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete <strong className="text-foreground">{store?.name}</strong>
            {store ? ` (${store.store_id})` : ''}? This action cannot be undone. Its past orders stay
            readable.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {members > 0 && (
          <Alert variant="warning" role="note">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>This store has {memberCountText(members)}</AlertTitle>
            <AlertDescription>
              Deleting it removes all memberships: its members will no longer be assigned to any store.
            </AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Deleting...' : 'Delete Store'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
