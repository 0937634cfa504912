import type { Member } from '@portal/contract';
import { StoreIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAssignStore } from '../api/assign-store';
import { useStoreOptions } from '../api/get-store-options';

type AssignStoreDialogProps = {
  member: Member | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Assign Store (spec sections 2 and 5): stores loaded with page 1 and limit 100; submit waits for a choice. */
export function AssignStoreDialog({ member, open, onOpenChange }: AssignStoreDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Assign Store</DialogTitle>
          <DialogDescription>
            Choose the store {member?.name ?? 'this member'} works at. They will order for this store.
          </DialogDescription>
        </DialogHeader>
        {member && <AssignStoreForm member={member} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignStoreForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const [storeId, setStoreId] = useState('');
  const stores = useStoreOptions();
  const mutation = useAssignStore();
  const busy = mutation.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!storeId) return;
    try {
      await mutation.mutateAsync({ userId: member.id, storeId: Number(storeId) });
      onDone();
    } catch {
      // The global 'Error' toast reports it; the dialog stays open to retry.
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="flex items-center gap-2 rounded-lg border bg-muted/30 px-3 py-2.5 text-sm">
        <StoreIcon aria-hidden className="size-4 text-muted-foreground" />
        <span className="text-muted-foreground">Current store:</span>
        <span className="font-medium">{member.store_name || 'No store'}</span>
      </div>
      <FormField
        className="content-start"
        id="assign-store"
        label="Store"
        required
        hint={stores.isError ? 'Stores could not be loaded. Close and try again.' : undefined}
      >
        <Select value={storeId} onValueChange={setStoreId} disabled={stores.isPending}>
          <SelectTrigger id="assign-store" className="w-full" aria-required>
            <SelectValue placeholder={stores.isPending ? 'Loading stores...' : 'Select a store'} />
          </SelectTrigger>
          <SelectContent>
            {(stores.data ?? []).map((store) => (
              <SelectItem key={store.id} value={String(store.id)}>
                {store.name} ({store.store_id})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!storeId || busy}>
          {busy && <Spinner />}
          {busy ? 'Assigning...' : 'Assign Store'}
        </Button>
      </DialogFooter>
    </form>
  );
}
