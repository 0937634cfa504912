import type { Member } from '@portal/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
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
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Team Member"
      description={
        <>
          Are you sure you want to delete <strong className="text-foreground">{member?.name}</strong>
          {member ? ` (${member.email})` : ''}? They will no longer be able to sign in. This action cannot be
          undone; their past orders stay readable.
        </>
      }
      warning={
        member?.store_name
          ? {
              title: `Assigned to ${member.store_name}`,
              body: 'Deleting this member also removes their assignment to this store.',
            }
          : null
      }
      confirmLabel="Delete Member"
      busy={mutation.isPending}
      onConfirm={async () => {
        if (member) await mutation.mutateAsync(member.id);
      }}
    />
  );
}
