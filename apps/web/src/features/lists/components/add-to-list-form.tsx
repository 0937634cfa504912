import { CART_QUANTITY_MAX } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { fieldAria, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toastSuccess } from '@/lib/toast';
import { useLists } from '../api/get-lists';
import { useAddListItem } from '../api/list-items';
import { useCreateList } from '../api/save-list';
import { listNameError } from './list-name-dialog';

/** A product to put on a list; the quantity of an order line, or chosen in the dialog (one product). */
export type AddToListProduct = { id: number; name: string; quantity?: number };

const NEW_LIST = 'new';

/**
 * The dialog's form: one of the store's lists or a new one, the quantity of a single product, and
 * what could not be added.
 */
export function AddToListForm({
  products,
  title,
  onDone,
}: {
  products: AddToListProduct[];
  title: string;
  onDone: () => void;
}) {
  const lists = useLists();
  const createList = useCreateList({ silent: true });
  const addItem = useAddListItem();
  const single = products.length === 1 ? products[0] : undefined;
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [quantity, setQuantity] = useState(single?.quantity ?? 1);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const available = lists.data ?? [];
  // No choice yet: the first list, or a new one when the store has none.
  const chosen = choice ?? (lists.data ? (available[0] ? String(available[0].id) : NEW_LIST) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setFailure(null);
    if (chosen === NEW_LIST) {
      const problem = listNameError(newName);
      setNameError(problem);
      if (problem) return;
    }
    setBusy(true);
    try {
      const list =
        chosen === NEW_LIST
          ? await createList.mutateAsync({ name: newName.trim() })
          : available.find((candidate) => String(candidate.id) === chosen);
      if (!list) return;
      const problems: string[] = [];
      // One request per product: the API adds one item at a time (an order has a few lines).
      for (const product of products) {
        try {
          await addItem.mutateAsync({
            listId: list.id,
            product_id: product.id,
            quantity: single ? quantity : Math.min(product.quantity ?? 1, CART_QUANTITY_MAX),
          });
        } catch (error) {
          problems.push(`${product.name}: ${getErrorMessage(error)}`);
        }
      }
      const done = products.length - problems.length;
      if (problems.length === 0) {
        toastSuccess(
          `Added to ${list.name}`,
          single ? `${quantity} x ${single.name}` : `${done} ${done === 1 ? 'product' : 'products'} added`,
        );
        onDone();
      } else {
        setFailure(
          done > 0
            ? [`${done} of ${products.length} added to ${list.name}. Not added:`, ...problems]
            : [`Nothing was added to ${list.name}:`, ...problems],
        );
      }
    } catch (error) {
      const message = getErrorMessage(error, 'Failed to create list');
      if (chosen === NEW_LIST) setNameError(message);
      else setFailure([message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {single
            ? single.name
            : `${products.length} ${products.length === 1 ? 'product' : 'products'} with their quantities`}
        </DialogDescription>
      </DialogHeader>
      {lists.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          Loading lists...
        </p>
      ) : lists.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Failed to load lists</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => lists.refetch()}>
              Try Again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">List</legend>
          <div className="grid max-h-60 gap-1 overflow-y-auto rounded-md border p-1">
            {available.map((list) => (
              <ListOption
                key={list.id}
                value={String(list.id)}
                chosen={chosen}
                onChoose={setChoice}
                label={list.name}
                detail={`${list.item_count} ${list.item_count === 1 ? 'item' : 'items'}`}
              />
            ))}
            <ListOption value={NEW_LIST} chosen={chosen} onChoose={setChoice} label="New list" />
          </div>
          {chosen === NEW_LIST && (
            <div className="grid gap-2">
              <label htmlFor="add-to-list-name" className="font-medium text-sm">
                New list name
              </label>
              <Input
                id="add-to-list-name"
                value={newName}
                placeholder="Weekly screens"
                autoComplete="off"
                onChange={(event) => setNewName(event.target.value)}
                {...fieldAria('add-to-list-name', nameError)}
              />
              {nameError && (
                <p id={fieldErrorId('add-to-list-name')} className="font-medium text-destructive text-xs">
                  {nameError}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}
      {single && (
        <div className="grid gap-2">
          <label htmlFor="add-to-list-quantity" className="font-medium text-sm">
            Quantity
          </label>
          <QuantityStepper
            id="add-to-list-quantity"
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={CART_QUANTITY_MAX}
          />
        </div>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle className="line-clamp-none">{failure[0]}</AlertTitle>
          {failure.length > 1 && (
            <AlertDescription>
              <ul className="grid gap-0.5">
                {failure.slice(1).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </AlertDescription>
          )}
        </Alert>
      )}
      <FormDialogFooter busy={busy} submitLabel="Add to list" busyLabel="Adding..." />
    </form>
  );
}

function ListOption({
  value,
  chosen,
  onChoose,
  label,
  detail,
}: {
  value: string;
  chosen: string | null;
  onChoose: (value: string) => void;
  label: string;
  detail?: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        chosen === value && 'bg-accent',
      )}
    >
      <input
        type="radio"
        name="add-to-list-choice"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="size-4 accent-primary"
      />
      <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
      {detail && <span className="shrink-0 text-muted-foreground text-xs">{detail}</span>}
    </label>
  );
}
