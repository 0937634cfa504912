import type { MemberOrder } from '@portal/contract';
import { MessageSquareTextIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const decisionLabel: Partial<Record<MemberOrder['status'], string>> = {
  rejected: 'Rejection reason',
  approved: 'Approval note',
  // Only an admin's cancel leaves a note on a cancelled order (a member's own cancel writes none).
  cancelled: 'Cancellation reason',
};

function Note({ label, text, tone }: { label: string; text: string; tone: 'danger' | 'plain' }) {
  return (
    <div
      className={cn(
        'flex gap-2.5 rounded-lg border px-3 py-2 text-sm',
        tone === 'danger' ? 'border-red-200 bg-red-50 text-red-900' : 'bg-muted/40',
      )}
    >
      <MessageSquareTextIcon aria-hidden className="mt-0.5 size-4 shrink-0 opacity-70" />
      <p className="min-w-0 break-words">
        <span className="font-medium">{label}: </span>
        {text}
      </p>
    </div>
  );
}

/** The member's own order note and the admin's decision note (admin_notes), when present. */
export function OrderNotes({ order }: { order: MemberOrder }) {
  const adminNote = order.admin_notes?.trim();
  const ownNote = order.notes?.trim();
  if (!adminNote && !ownNote) return null;
  return (
    <div className="grid gap-2">
      {adminNote && (
        <Note
          label={decisionLabel[order.status] ?? 'Admin note'}
          text={adminNote}
          tone={order.status === 'rejected' || order.status === 'cancelled' ? 'danger' : 'plain'}
        />
      )}
      {ownNote && <Note label="Your note" text={ownNote} tone="plain" />}
    </div>
  );
}
