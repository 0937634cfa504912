import { LIST_NAME_MAX_LENGTH, type ListDetail } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateList, useRenameList } from '../api/save-list';

/** The name's rule as the contract has it, checked before anything is sent. */
export function listNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'List name is required';
  if (trimmed.length > LIST_NAME_MAX_LENGTH)
    return `List name must be at most ${LIST_NAME_MAX_LENGTH} characters`;
  return undefined;
}

type ListNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A list to rename; a new list when left out. */
  list?: Pick<ListDetail, 'id' | 'name'>;
  onSaved?: (list: ListDetail) => void;
};

/** 'New list' and 'Rename list': one name field; a taken name is reported beside it. */
export function ListNameDialog({ open, onOpenChange, list, onSaved }: ListNameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts from the list's current name. */}
        {open && <ListNameForm list={list} onDone={onOpenChange} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function ListNameForm({
  list,
  onDone,
  onSaved,
}: Pick<ListNameDialogProps, 'list' | 'onSaved'> & { onDone: (open: boolean) => void }) {
  const [name, setName] = useState(list?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateList();
  const rename = useRenameList();
  const busy = create.isPending || rename.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = listNameError(name);
    setError(problem);
    if (problem) return;
    try {
      const saved = list
        ? await rename.mutateAsync({ id: list.id, name: name.trim() })
        : await create.mutateAsync({ name: name.trim() });
      onSaved?.(saved);
      onDone(false);
    } catch (failure) {
      setError(getErrorMessage(failure, list ? 'Failed to rename list' : 'Failed to create list'));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{list ? 'Rename list' : 'New list'}</DialogTitle>
        <DialogDescription>
          {list
            ? 'Everyone in your store sees the new name.'
            : 'A restock list everyone in your store can see and edit.'}
        </DialogDescription>
      </DialogHeader>
      <FormField id="list-name" label="List name" error={error} required>
        <Input
          id="list-name"
          value={name}
          maxLength={LIST_NAME_MAX_LENGTH + 20}
          placeholder="Weekly screens"
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          {...fieldAria('list-name', error)}
        />
      </FormField>
      <FormDialogFooter
        busy={busy}
        submitLabel={list ? 'Save name' : 'Create list'}
        busyLabel={list ? 'Saving...' : 'Creating...'}
      />
    </form>
  );
}
