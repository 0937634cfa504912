import type { Store } from '@portal/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { type StoreActionHandlers, StoreActions } from './store-actions';
import { StoreStatusBadge, StoreTypeBadge } from './store-badges';
import { approvalRulesText } from './store-labels';

/** The list view on wide screens: one row per store. */
export function StoreTable({ stores, ...handlers }: StoreActionHandlers & { stores: Store[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Store</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Location</TableHead>
            <TableHead className="hidden lg:table-cell">Manager</TableHead>
            <TableHead className="text-right">Members</TableHead>
            <TableHead className="hidden xl:table-cell">Created</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stores.map((store) => (
            <TableRow key={store.id}>
              <TableCell>
                <div className="font-medium">{store.name}</div>
                <div className="font-mono text-muted-foreground text-xs">{store.store_id}</div>
                {approvalRulesText(store) && (
                  <div className="mt-1 text-muted-foreground text-xs">{approvalRulesText(store)}</div>
                )}
              </TableCell>
              <TableCell>
                <StoreTypeBadge type={store.store_type} />
              </TableCell>
              <TableCell>
                <StoreStatusBadge status={store.status} />
              </TableCell>
              <TableCell className="min-w-48 whitespace-normal">
                {store.location?.trim() || <span className="text-muted-foreground italic">No location</span>}
              </TableCell>
              <TableCell className="hidden lg:table-cell">
                {store.manager_name?.trim() || <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{store.member_count}</TableCell>
              <TableCell className="hidden text-muted-foreground xl:table-cell">
                {formatDate(store.created_at)}
              </TableCell>
              <TableCell>
                <StoreActions store={store} {...handlers} compact className="justify-end" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
