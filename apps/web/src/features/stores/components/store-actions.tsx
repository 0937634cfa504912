import type { Store } from '@portal/contract';
import { HistoryIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type StoreActionHandlers = {
  onEdit: (store: Store) => void;
  onDelete: (store: Store) => void;
  /** Issue 23: opens the store's own history (the screen composes it from the audit log). */
  onHistory?: (store: Store) => void;
};

/** Edit, History and Delete for one store; the accessible names carry the store's name. */
export function StoreActions({
  store,
  onEdit,
  onDelete,
  onHistory,
  compact = false,
  className,
}: StoreActionHandlers & { store: Store; compact?: boolean; className?: string }) {
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Button
        variant="ghost"
        size={compact ? 'icon-sm' : 'sm'}
        aria-label={`Edit ${store.name}`}
        title={compact ? 'Edit' : undefined}
        onClick={() => onEdit(store)}
      >
        <PencilIcon aria-hidden />
        {!compact && 'Edit'}
      </Button>
      {onHistory && (
        <Button
          variant="ghost"
          size={compact ? 'icon-sm' : 'sm'}
          aria-label={`History of ${store.name}`}
          title={compact ? 'History' : undefined}
          onClick={() => onHistory(store)}
        >
          <HistoryIcon aria-hidden />
          {!compact && 'History'}
        </Button>
      )}
      <Button
        variant="ghost"
        size={compact ? 'icon-sm' : 'sm'}
        aria-label={`Delete ${store.name}`}
        title={compact ? 'Delete' : undefined}
        onClick={() => onDelete(store)}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash2Icon aria-hidden />
        {!compact && 'Delete'}
      </Button>
    </div>
  );
}
