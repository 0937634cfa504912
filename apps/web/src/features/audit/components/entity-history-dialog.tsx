import type { AuditEntity } from '@portal/contract';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EntityHistory } from './entity-history';

/** What a History button opens: the entity, its id and the name the dialog's title shows. */
export type HistoryTarget = { entity: AuditEntity; id: number; name: string };

/**
 * A store's, member's or product's own history in a dialog (issue 23), opened from the History
 * button of its card or row. Radix mounts the content while open only: each opening asks the log again.
 */
export function EntityHistoryDialog({
  open,
  target,
  onOpenChange,
}: {
  open: boolean;
  /** Kept after closing, so the title stays while the dialog fades out. */
  target: HistoryTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && target !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">History of {target?.name}</DialogTitle>
          <DialogDescription>
            Changes recorded in the audit log, newest first. Open an entry to see the fields it changed.
          </DialogDescription>
        </DialogHeader>
        {target && <EntityHistory entity={target.entity} entityId={target.id} hideHeading />}
      </DialogContent>
    </Dialog>
  );
}

/** A screen's History dialog state: `show(target)` opens it; spread `dialog` on EntityHistoryDialog. */
export function useHistoryDialog() {
  const [state, setState] = useState<{ open: boolean; target: HistoryTarget | null }>({
    open: false,
    target: null,
  });
  return {
    show: (target: HistoryTarget) => setState({ open: true, target }),
    dialog: { ...state, onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })) },
  };
}
