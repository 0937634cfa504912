import {
  actionsFor as allowedActions,
  type OrderAction,
  type OrderDetail,
  type OrderStatus,
} from '@portal/contract';
import { BanIcon, CheckCircle2Icon, InfoIcon, PackageCheckIcon, TruckIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { type OrderDecision, type Shipment, useUpdateOrderStatus } from '../api/update-order-status';
import { OrderDecisionDialog } from './order-decision-dialog';
import { hasDocuments, OrderDocuments } from './order-documents';
import { APPROVE_BUTTON_CLASS } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';
import { ShipOrderDialog } from './ship-order-dialog';

type AdminAction = Exclude<OrderAction, 'cancel'>;
type Action = { action: AdminAction; decision: OrderDecision; label: string; dialogTitle: string };

const DECISION: Record<AdminAction, OrderDecision> = {
  approve: 'approved',
  reject: 'rejected',
  ship: 'shipped',
  complete: 'completed',
  void: 'cancelled',
};

/**
 * The button texts of spec section 4: a pending order says Approve / Reject, a decided one more;
 * issue 20 adds Mark as Shipped and Mark as Delivered, issue 21 Cancel Order (decision 017).
 */
function labelOf(action: AdminAction, from: OrderStatus): Pick<Action, 'label' | 'dialogTitle'> {
  if (action === 'approve')
    return from === 'pending'
      ? { label: 'Approve', dialogTitle: 'Approve Order' }
      : { label: 'Accept Order', dialogTitle: 'Accept Order' };
  if (action === 'ship') return { label: 'Mark as Shipped', dialogTitle: 'Mark as Shipped' };
  if (action === 'complete') return { label: 'Mark as Delivered', dialogTitle: 'Mark as Delivered' };
  if (action === 'void') return { label: 'Cancel Order', dialogTitle: 'Cancel Order' };
  return { label: from === 'pending' ? 'Reject' : 'Reject Order', dialogTitle: 'Reject Order' };
}

/** What an admin may do from this status: the contract's transition table (ORDER_TRANSITIONS). */
export function actionsFor(status: OrderStatus): Action[] {
  return allowedActions(status, 'admin')
    .filter((action): action is AdminAction => action in DECISION)
    .map((action) => ({ action, decision: DECISION[action], ...labelOf(action, status) }));
}

const LOOK: Record<AdminAction, Pick<ButtonProps, 'variant' | 'className'> & { Icon: typeof TruckIcon }> = {
  approve: { variant: 'default', className: APPROVE_BUTTON_CLASS, Icon: CheckCircle2Icon },
  reject: { variant: 'destructive', Icon: XCircleIcon },
  ship: { variant: 'default', Icon: TruckIcon },
  complete: { variant: 'outline', Icon: PackageCheckIcon },
  void: { variant: 'outline', Icon: BanIcon },
};

/** 'Order Status': the badge, when it last changed, the admin's actions with their dialogs, the PDFs. */
export function OrderStatusCard({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const update = useUpdateOrderStatus();
  const actions = actionsFor(order.status);

  const start = (action: Action) => {
    setOpen(action);
    setDialogOpen(true);
  };
  const confirm = (notes: string, shipment?: Shipment) => {
    if (!open) return;
    update.mutate(
      { id: order.id, status: open.decision, notes, expectedStatus: order.status, shipment },
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
          {order.approval_reason && (
            // Issue 22: why the store's approval rules approved the order or left it pending.
            <p className="flex items-start gap-1.5 text-sm" data-testid="approval-reason">
              <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{order.approval_reason}</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.length === 0 && <p className="text-muted-foreground text-sm italic">No actions</p>}
          {actions.map((action) => {
            const { Icon, ...look } = LOOK[action.action];
            return (
              <Button key={action.label} {...look} disabled={update.isPending} onClick={() => start(action)}>
                <Icon aria-hidden />
                {action.label}
              </Button>
            );
          })}
        </div>
      </CardContent>
      {hasDocuments(order.status) && (
        <CardFooter className="border-t">
          <OrderDocuments order={order} />
        </CardFooter>
      )}
      {open?.decision === 'shipped' ? (
        <ShipOrderDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          orderNumber={order.order_number}
          busy={update.isPending}
          onConfirm={(shipment, notes) => confirm(notes, shipment)}
        />
      ) : (
        open && (
          <OrderDecisionDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            decision={open.decision}
            title={open.dialogTitle}
            orderNumber={order.order_number}
            busy={update.isPending}
            onConfirm={(notes) => confirm(notes)}
          />
        )
      )}
    </Card>
  );
}
