import { FolderTreeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ListEmpty, ListError } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type AdminCategory,
  FETCH_CATEGORIES_ERROR,
  useCategories,
  useCategoryChange,
} from '@/features/categories/api/categories';
import {
  CategoryFormDialog,
  type CategoryFormTarget,
} from '@/features/categories/components/category-form-dialog';
import { CategoryTree } from '@/features/categories/components/category-tree';

/** /admin/categories (issue 19): the 3-level category tree with its product counts. */
export default function AdminCategoriesRoute() {
  const query = useCategories();
  const change = useCategoryChange();
  const removal = useCategoryChange();
  const [form, setForm] = useState<CategoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; category: AdminCategory | null }>({
    open: false,
    category: null,
  });
  const categories = query.data ?? [];
  const tops = categories.filter((c) => c.level === 1).length;
  const addTop = () => setForm({ mode: 'add', parentId: null });

  const move = (category: AdminCategory, position: number) =>
    change.mutate({ kind: 'update', id: category.id, body: { position } });

  return (
    <>
      <title>Categories · MS Portal</title>
      <PageHeader
        title="Categories"
        description={
          query.data
            ? `${categories.length} ${categories.length === 1 ? 'category' : 'categories'}, ${tops} at the top level. Categories nest at most 3 levels deep.`
            : 'Loading categories...'
        }
        actions={
          <Button onClick={addTop}>
            <PlusIcon aria-hidden />
            Add Category
          </Button>
        }
      />
      {query.isError && (
        <ListError
          title={FETCH_CATEGORIES_ERROR}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      )}
      {query.isPending && (
        <div role="status" aria-label="Loading categories" className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      )}
      {query.data &&
        (categories.length === 0 ? (
          <ListEmpty
            icon={FolderTreeIcon}
            title="No categories yet"
            description="Add a top-level category, then the brands and models below it."
            action={<Button onClick={addTop}>Add Your First Category</Button>}
          />
        ) : (
          <CategoryTree
            categories={categories}
            busy={change.isPending}
            onAdd={(parent) => setForm({ mode: 'add', parentId: parent.id })}
            onEdit={(category) => setForm({ mode: 'edit', category })}
            onDelete={(category) => setDeleting({ open: true, category })}
            onMove={move}
          />
        ))}
      <CategoryFormDialog target={form} categories={categories} onClose={() => setForm(null)} />
      <ConfirmDeleteDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((state) => ({ ...state, open }))}
        title="Delete Category"
        description={
          <>
            Are you sure you want to delete{' '}
            <strong className="text-foreground">{deleting.category?.name}</strong>? Only an empty category can
            be deleted.
          </>
        }
        confirmLabel="Delete Category"
        busy={removal.isPending}
        onConfirm={async () => {
          if (deleting.category) await removal.mutateAsync({ kind: 'delete', id: deleting.category.id });
        }}
      />
    </>
  );
}
