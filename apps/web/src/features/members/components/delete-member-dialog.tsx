import type { Member } from '@portal/contract';
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
import { useDeleteMember } from '../api/delete-member';

type DeleteMemberDialogProps = {
  /** The chosen member, kept while the dialog closes so its text does not vanish mid-animation. */
  member: Member | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Delete confirmation (spec section 2), warning that a store assignment goes with the member. */
export function DeleteMemberDialog({ member, open, onOpenChange }: DeleteMemberDialogProps) {
  const mutation = useDeleteMember();
  const busy = mutation.isPending;

  const confirm = async () => {
    if (!member) return;
    try {
      await mutation.mutateAsync(member.id);
      onOpenChange(false);
    } catch {
      // The global 'Error' toast reports it; the dialog stays open to retry or cancel.
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Team Member</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete <strong className="text-foreground">{member?.name}</strong>
            {member ? ` (${member.email})` : ''}? They will no longer be able to sign in. This action cannot
            be undone; their past orders stay readable.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {member?.store_name && (
          <Alert variant="warning" role="note">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>Assigned to {member.store_name}</AlertTitle>
            <AlertDescription>
              Deleting this member also removes their assignment to this store.
            </AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Deleting...' : 'Delete Member'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
