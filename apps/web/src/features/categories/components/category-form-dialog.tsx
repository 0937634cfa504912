import { CATEGORY_NAME_MAX_LENGTH } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type AdminCategory, useCategoryChange } from '../api/categories';
import { parentOptions, TOP_LEVEL } from './category-options';

/** What the dialog does: add a category (under a parent, or at the top) or edit one. */
export type CategoryFormTarget =
  | { mode: 'add'; parentId: number | null }
  | { mode: 'edit'; category: AdminCategory };

type CategoryFormDialogProps = {
  target: CategoryFormTarget | null;
  categories: AdminCategory[];
  onClose: () => void;
};

/** Add or edit a category: its name and its parent (moving it with its subcategories). */
export function CategoryFormDialog({ target, categories, onClose }: CategoryFormDialogProps) {
  const editing = target?.mode === 'edit' ? target.category : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Category' : 'Add Category'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Rename it or move it, with its subcategories and products, under another parent.'
              : 'Categories nest at most 3 levels deep.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the category's current values. */}
        {target && <CategoryForm target={target} categories={categories} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  target,
  categories,
  onDone,
}: {
  target: CategoryFormTarget;
  categories: AdminCategory[];
  onDone: () => void;
}) {
  const editing = target.mode === 'edit' ? target.category : null;
  const startParent = editing ? editing.parent_id : target.mode === 'add' ? target.parentId : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [parent, setParent] = useState(startParent === null ? TOP_LEVEL : String(startParent));
  const [error, setError] = useState<string | undefined>();
  const change = useCategoryChange();
  const options = parentOptions(categories, editing);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Name is required');
      return;
    }
    const parentId = parent === TOP_LEVEL ? null : Number(parent);
    try {
      if (editing)
        await change.mutateAsync({
          kind: 'update',
          id: editing.id,
          // The parent is sent only when it changes: a move renumbers both sets of siblings.
          body: { name: trimmed, ...(parentId !== editing.parent_id ? { parent_id: parentId } : {}) },
        });
      else await change.mutateAsync({ kind: 'create', body: { name: trimmed, parent_id: parentId } });
      onDone();
    } catch {
      // The mutation's toast says why; the dialog stays open to fix it.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="category-name" label="Name" required error={error}>
        <Input
          id="category-name"
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-required
          {...fieldAria('category-name', error)}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormField id="category-parent" label="Parent">
        <Select value={parent} onValueChange={setParent} name="parent">
          <SelectTrigger id="category-parent" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormDialogFooter
        busy={change.isPending}
        submitLabel={editing ? 'Save Changes' : 'Add Category'}
        busyLabel={editing ? 'Saving...' : 'Adding...'}
      />
    </form>
  );
}
