import { ListPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { AddToListForm, type AddToListProduct } from './add-to-list-form';

export type { AddToListProduct } from './add-to-list-form';

type AddToListButtonProps = {
  products: AddToListProduct[];
  /** The button's text: 'Add to list', 'Add these lines to a list', ... */
  label?: string;
  /** An icon-only button (a catalogue card): named 'Add {product} to a list'. */
  iconOnly?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * 'Add to list': a dialog choosing one of the store's lists (or naming a new one) and, for one
 * product, the quantity. The lists are asked for only once it opens.
 */
export function AddToListButton({
  products,
  label = 'Add to list',
  iconOnly = false,
  variant = 'outline',
  size,
  className,
}: AddToListButtonProps) {
  const [open, setOpen] = useState(false);
  const single = products.length === 1 ? products[0] : undefined;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={variant}
          size={iconOnly ? 'icon-sm' : size}
          className={className}
          disabled={products.length === 0}
          {...(iconOnly ? { 'aria-label': `Add ${single?.name ?? 'products'} to a list`, title: label } : {})}
        >
          <ListPlusIcon aria-hidden />
          {!iconOnly && label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open && <AddToListForm products={products} title={label} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
