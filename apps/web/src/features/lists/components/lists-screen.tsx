import { ListChecksIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ListEmpty, ListError } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { type ListSummary, useLists } from '../api/get-lists';
import { DeleteListDialog } from './delete-list-dialog';
import { ListNameDialog } from './list-name-dialog';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Who changed the list last, and when. */
export function updatedText(list: Pick<ListSummary, 'updated_by' | 'updated_at'>): string {
  const when = formatDateTime(list.updated_at);
  return list.updated_by ? `Updated by ${list.updated_by}, ${when}` : `Updated ${when}`;
}

function ListCard({
  list,
  onRename,
  onDelete,
}: {
  list: ListSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  const titleId = `list-${list.id}-name`;
  return (
    <Card className="h-full gap-3 p-5">
      <h2 id={titleId} className="font-semibold text-base">
        <Link
          to={`/store/lists/${list.id}`}
          className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {list.name}
        </Link>
      </h2>
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>{itemsText(list.item_count)}</span>
        <span className="font-semibold tabular-nums">
          <span className="sr-only">Total: </span>
          {formatMoney(list.total)}
        </span>
      </p>
      <p className="text-muted-foreground text-xs">{updatedText(list)}</p>
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-3">
        <Button variant="outline" size="sm" aria-label={`Rename ${list.name}`} onClick={onRename}>
          <PencilIcon aria-hidden />
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${list.name}`}
          onClick={onDelete}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}

function ListsSkeleton() {
  return (
    <div role="status" aria-label="Loading lists" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

/** /store/lists (issue 22): the store's restock lists, shared by its members. */
export function ListsScreen() {
  const navigate = useNavigate();
  const lists = useLists();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ListSummary | null>(null);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);
  const data = lists.data ?? [];
  const showError = lists.isError && !lists.isFetching;

  return (
    <>
      <PageHeader
        title="Restock lists"
        description="Lists of products and quantities everyone in your store can use to reorder in a few clicks."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            New list
          </Button>
        }
      />
      {showError && (
        <ListError
          title="Failed to load lists"
          message={getErrorMessage(lists.error)}
          onRetry={() => lists.refetch()}
        />
      )}
      {lists.isPending && !showError && <ListsSkeleton />}
      {lists.data &&
        (data.length === 0 ? (
          <ListEmpty
            icon={ListChecksIcon}
            title="No lists yet"
            description="Create a list, then add products to it from the catalogue, a product page or a past order."
            action={
              <Button onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden />
                Create your first list
              </Button>
            }
          />
        ) : (
          <ul aria-label="Restock lists" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((list) => (
              <li key={list.id}>
                <ListCard list={list} onRename={() => setRenaming(list)} onDelete={() => setDeleting(list)} />
              </li>
            ))}
          </ul>
        ))}
      <ListNameDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(list) => navigate(`/store/lists/${list.id}`)}
      />
      <ListNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        list={renaming ?? undefined}
      />
      <DeleteListDialog list={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
