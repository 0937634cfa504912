import {
  ArrowLeftIcon,
  ListXIcon,
  PackageIcon,
  PencilIcon,
  ShoppingCartIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ListEmpty, ListError } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { type CartBulkResult, useAddListToCart } from '../api/add-list-to-cart';
import { useList } from '../api/get-list';
import { AddToCartReport } from './add-to-cart-report';
import { DeleteListDialog } from './delete-list-dialog';
import { ListItemRow } from './list-item-row';
import { ListNameDialog } from './list-name-dialog';
import { updatedText } from './lists-screen';

/** A list id from the address: a positive whole number, or null. */
export function parseListId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

function BackToLists() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/store/lists">
        <ArrowLeftIcon aria-hidden />
        All lists
      </Link>
    </Button>
  );
}

/** A 404: no such list, or one of another store (which this member may not know exists). */
function ListNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <ListXIcon aria-hidden className="size-12 text-muted-foreground/60" />
      <h1 className="font-semibold text-xl">List not found</h1>
      <p className="max-w-sm text-muted-foreground text-sm">
        It may have been deleted, or the link is wrong.
      </p>
      <Button asChild variant="outline">
        <Link to="/store/lists">Back to lists</Link>
      </Button>
    </div>
  );
}

/** /store/lists/:id (issue 22): a list's products and quantities, and 'Add all to cart'. */
export function ListDetailScreen({ listId }: { listId: string | undefined }) {
  const navigate = useNavigate();
  const id = parseListId(listId);
  const query = useList(id);
  const addAll = useAddListToCart();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [report, setReport] = useState<CartBulkResult | null>(null);
  const list = query.data;
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <div className="space-y-4">
      <title>{`${list?.name ?? 'Restock list'} · MS Portal`}</title>
      <BackToLists />
      {notFound ? (
        <ListNotFound />
      ) : query.isError && !query.isFetching ? (
        <ListError
          title="Failed to load the list"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      ) : !list ? (
        <div role="status" aria-label="Loading list" className="grid gap-3">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <PageHeader
            className="mb-2"
            title={list.name}
            description={
              <>
                {list.item_count} {list.item_count === 1 ? 'item' : 'items'} ·{' '}
                <span className="tabular-nums">{formatMoney(list.total)}</span> · {updatedText(list)}
              </>
            }
            actions={
              <>
                <Button variant="outline" onClick={() => setRenaming(true)}>
                  <PencilIcon aria-hidden />
                  Rename
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setDeleting(true)}
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                >
                  <Trash2Icon aria-hidden />
                  Delete
                </Button>
                {list.items.length > 0 && (
                  <Button
                    disabled={addAll.isPending}
                    onClick={() => addAll.mutate(list.id, { onSuccess: (result) => setReport(result) })}
                  >
                    {addAll.isPending ? <Spinner /> : <ShoppingCartIcon aria-hidden />}
                    {addAll.isPending ? 'Adding...' : 'Add all to cart'}
                  </Button>
                )}
              </>
            }
          />
          <div aria-live="polite">{report && <AddToCartReport result={report} />}</div>
          {list.items.length === 0 ? (
            <ListEmpty
              icon={PackageIcon}
              title="This list is empty"
              description="Add products with 'Add to list' on the catalogue, a product page or a past order."
              action={
                <Button asChild variant="outline">
                  <Link to="/store">Browse products</Link>
                </Button>
              }
            />
          ) : (
            <section aria-label="List items" className="rounded-xl border bg-card">
              <ul className="divide-y">
                {list.items.map((item) => (
                  <ListItemRow key={item.id} listId={list.id} item={item} />
                ))}
              </ul>
            </section>
          )}
          <ListNameDialog open={renaming} onOpenChange={setRenaming} list={list} />
          <DeleteListDialog
            list={deleting ? list : null}
            onOpenChange={setDeleting}
            onDeleted={() => navigate('/store/lists')}
          />
        </>
      )}
    </div>
  );
}
