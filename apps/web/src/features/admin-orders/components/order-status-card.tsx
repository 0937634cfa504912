import {
  actionsFor as allowedActions,
  type OrderAction,
  type OrderDetail,
  type OrderStatus,
} from '@portal/contract';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { type OrderDecision, useUpdateOrderStatus } from '../api/update-order-status';
import { OrderDecisionDialog } from './order-decision-dialog';
import { APPROVE_BUTTON_CLASS } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

type Action = { decision: OrderDecision; label: string; dialogTitle: string };

const DECISION: Record<Exclude<OrderAction, 'cancel'>, OrderDecision> = {
  approve: 'approved',
  reject: 'rejected',
};

/** The button texts of spec section 4: a pending order says Approve / Reject, a decided one more. */
function labelOf(
  action: Exclude<OrderAction, 'cancel'>,
  from: OrderStatus,
): Pick<Action, 'label' | 'dialogTitle'> {
  if (action === 'approve')
    return from === 'pending'
      ? { label: 'Approve', dialogTitle: 'Approve Order' }
      : { label: 'Accept Order', dialogTitle: 'Accept Order' };
  return { label: from === 'pending' ? 'Reject' : 'Reject Order', dialogTitle: 'Reject Order' };
}

/** What an admin may do from this status: the contract's transition table (ORDER_TRANSITIONS). */
export function actionsFor(status: OrderStatus): Action[] {
  return allowedActions(status, 'admin')
    .filter((action): action is Exclude<OrderAction, 'cancel'> => action !== 'cancel')
    .map((action) => ({ decision: DECISION[action], ...labelOf(action, status) }));
}

/** 'Order Status': the badge, when it last changed and the admin's actions with their dialogs. */
export function OrderStatusCard({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const update = useUpdateOrderStatus();
  const actions = actionsFor(order.status);

  const start = (action: Action) => {
    setOpen(action);
    setDialogOpen(true);
  };
  const confirm = (notes: string) => {
    if (!open) return;
    update.mutate(
      { id: order.id, status: open.decision, notes, expectedStatus: order.status },
      { onSuccess: () => setDialogOpen(false) },
    );
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Order Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
          <p className="text-muted-foreground text-sm">
            Last updated <time dateTime={order.updated_at}>{formatDateTime(order.updated_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.length === 0 && <p className="text-muted-foreground text-sm italic">No actions</p>}
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.decision === 'approved' ? 'default' : 'destructive'}
              className={action.decision === 'approved' ? APPROVE_BUTTON_CLASS : undefined}
              disabled={update.isPending}
              onClick={() => start(action)}
            >
              {action.decision === 'approved' ? (
                <CheckCircle2Icon aria-hidden />
              ) : (
                <XCircleIcon aria-hidden />
              )}
              {action.label}
            </Button>
          ))}
        </div>
      </CardContent>
      {open && (
        <OrderDecisionDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          decision={open.decision}
          title={open.dialogTitle}
          orderNumber={order.order_number}
          busy={update.isPending}
          onConfirm={confirm}
        />
      )}
    </Card>
  );
}
