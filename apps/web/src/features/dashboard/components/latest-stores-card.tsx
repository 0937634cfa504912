import type { DashboardStore } from '@portal/contract';
import { ArrowRightIcon, StoreIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';

function membersText(count: string): string {
  const n = Number(count);
  return Number.isFinite(n) ? `${n} ${n === 1 ? 'member' : 'members'}` : `${count} members`;
}

/** 'Latest Store': the 5 newest stores with their code and member count (spec section 2). */
export function LatestStoresCard({ stores }: { stores: DashboardStore[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Latest Store</CardTitle>
        <CardDescription>The most recently added stores</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to="/admin/stores" aria-label="View all stores">
              View all
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {stores.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground text-sm">No stores added yet</p>
        ) : (
          <ul aria-label="Latest stores" className="grid grid-cols-1 gap-1">
            {stores.map((store) => (
              <li key={store.id} className="flex items-center gap-3 py-2">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <StoreIcon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-sm">{store.name}</p>
                  <p className="font-mono text-muted-foreground text-xs">{store.store_id}</p>
                </div>
                <span className="shrink-0 text-muted-foreground text-sm tabular-nums">
                  {membersText(store.member_count)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
