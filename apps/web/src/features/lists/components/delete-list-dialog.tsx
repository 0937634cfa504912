import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteList } from '../api/delete-list';

type DeleteListDialogProps = {
  list: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** 'Delete list?': the list goes for everyone in the store. */
export function DeleteListDialog({ list, onOpenChange, onDeleted }: DeleteListDialogProps) {
  const remove = useDeleteList();
  return (
    <ConfirmDeleteDialog
      open={list !== null}
      onOpenChange={onOpenChange}
      title="Delete list?"
      description={
        <>
          <strong>{list?.name}</strong> and its items are deleted for everyone in your store. The products
          stay in the catalogue and in your cart.
        </>
      }
      confirmLabel="Delete list"
      busy={remove.isPending}
      onConfirm={async () => {
        if (!list) return;
        await remove.mutateAsync(list.id);
        onDeleted?.();
      }}
    />
  );
}
