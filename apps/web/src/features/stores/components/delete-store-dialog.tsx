import type { Store } from '@portal/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
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
  const members = store?.member_count ?? 0;
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Store"
      description={
        <>
          Are you sure you want to delete <strong className="text-foreground">{store?.name}</strong>
          {store ? ` (${store.store_id})` : ''}? This action cannot be undone. Its past orders stay readable.
        </>
      }
      warning={
        members > 0
          ? {
              title: `This store has ${memberCountText(members)}`,
              body: 'Deleting it removes all memberships: its members will no longer be assigned to any store.',
            }
          : null
      }
      confirmLabel="Delete Store"
      busy={mutation.isPending}
      onConfirm={async () => {
        if (store) await mutation.mutateAsync(store.id);
      }}
    />
  );
}
