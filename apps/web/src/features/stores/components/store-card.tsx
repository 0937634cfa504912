import type { Store } from '@portal/contract';
import { CalendarDaysIcon, MapPinIcon, ShieldCheckIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { type StoreActionHandlers, StoreActions } from './store-actions';
import { StoreStatusBadge, StoreTypeBadge } from './store-badges';
import { approvalRulesText, memberCountText } from './store-labels';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}

/** One store in the grid view (spec section 2, Admin Stores). */
export function StoreCard({ store, onEdit, onDelete, onHistory }: StoreActionHandlers & { store: Store }) {
  const rules = approvalRulesText(store);
  return (
    <Card className="h-full gap-4 py-5 transition-shadow hover:shadow-md">
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <CardTitle className="break-words text-base leading-snug">{store.name}</CardTitle>
            <p className="font-mono text-muted-foreground text-xs">{store.store_id}</p>
          </div>
          <StoreStatusBadge status={store.status} />
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2.5 px-5 text-sm">
        <Line icon={<MapPinIcon />} label="Location">
          {store.location?.trim() || <span className="text-muted-foreground italic">No location</span>}
        </Line>
        <Line icon={<UserRoundIcon />} label="Manager">
          {store.manager_name?.trim() || <span className="text-muted-foreground italic">No manager</span>}
        </Line>
        <Line icon={<UsersIcon />} label="Members">
          {memberCountText(store.member_count)}
        </Line>
        {rules && (
          <Line icon={<ShieldCheckIcon />} label="Approval rules">
            {rules}
            {store.time_zone && store.monthly_budget != null && (
              <span className="text-muted-foreground"> ({store.time_zone.replaceAll('_', ' ')})</span>
            )}
          </Line>
        )}
        <Line icon={<CalendarDaysIcon />} label="Created">
          Created {formatDate(store.created_at)}
        </Line>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t px-5 pt-4">
        <StoreTypeBadge type={store.store_type} />
        <StoreActions store={store} onEdit={onEdit} onDelete={onDelete} onHistory={onHistory} />
      </CardFooter>
    </Card>
  );
}
