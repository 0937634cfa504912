import type { AdminOrderListItem } from '@portal/contract';
import { useState } from 'react';
import { isBulkSelectable } from '../components/bulk-labels';

export type OrderSelection = ReturnType<typeof useOrderSelection>;

/**
 * The orders ticked for a bulk decision. `scope` names the page and filters on screen: when it
 * changes the selection starts empty, so a decision never reaches orders the admin cannot see.
 * Only pending orders of the page on screen count, so an order another admin decided meanwhile
 * drops out once the list refreshes.
 */
export function useOrderSelection(orders: AdminOrderListItem[], scope: string) {
  const [state, setState] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  // Reset during render, as useListSearch does, so no stale selection is ever drawn.
  if (state.scope !== scope) setState({ scope, ids: [] });
  const ids = state.scope === scope ? state.ids : [];

  const selectable = orders.filter(isBulkSelectable);
  const selected = selectable.filter((order) => ids.includes(order.id));
  const all = selectable.length > 0 && selected.length === selectable.length;

  const set = (next: number[]) => setState({ scope, ids: next });
  return {
    selected,
    selectableCount: selectable.length,
    isSelected: (id: number) => selected.some((order) => order.id === id),
    toggle: (id: number, checked: boolean) =>
      set(checked ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id)),
    /** 'Select all on this page': tri-state while some, not all, are ticked. */
    allState: all ? true : selected.length > 0 ? ('indeterminate' as const) : false,
    toggleAll: (checked: boolean) => set(checked ? selectable.map((order) => order.id) : []),
    /** Keeps only these ids ticked (the orders a bulk decision could not change). */
    keep: set,
    clear: () => set([]),
  };
}
