import type { AdminOrderListItem } from '@portal/contract';
import { Checkbox } from '@/components/ui/checkbox';
import type { OrderSelection } from '../hooks/use-order-selection';
import { isBulkSelectable } from './bulk-labels';

/** The id of the text saying why a checkbox is disabled (AdminOrdersSection shows it). */
export const BULK_HINT_ID = 'bulk-selection-hint';

type OrderSelectCheckboxProps = {
  order: AdminOrderListItem;
  selection: OrderSelection;
  className?: string;
};

/** Ticks one order for a bulk decision; a decided order's box is disabled and says why. */
export function OrderSelectCheckbox({ order, selection, className }: OrderSelectCheckboxProps) {
  const selectable = isBulkSelectable(order);
  return (
    <Checkbox
      aria-label={`Select order ${order.order_number}`}
      className={className}
      checked={selectable && selection.isSelected(order.id)}
      disabled={!selectable}
      aria-describedby={selectable ? undefined : BULK_HINT_ID}
      onCheckedChange={(checked) => selection.toggle(order.id, checked === true)}
    />
  );
}

/** 'Select all on this page': ticks every pending order of the page; tri-state while some are. */
export function SelectAllCheckbox({ selection, id }: { selection: OrderSelection; id?: string }) {
  return (
    <Checkbox
      id={id}
      aria-label={id ? undefined : 'Select all on this page'}
      checked={selection.allState}
      disabled={selection.selectableCount === 0}
      aria-describedby={selection.selectableCount === 0 ? BULK_HINT_ID : undefined}
      onCheckedChange={(checked) => selection.toggleAll(checked === true)}
    />
  );
}
