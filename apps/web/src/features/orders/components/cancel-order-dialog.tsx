import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

type CancelOrderDialogProps = {
  /** The order number being cancelled; null keeps the dialog closed. */
  orderNumber: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec section 5: cancelling asks 'Are you sure you want to cancel this order?'. */
export function CancelOrderDialog({ orderNumber, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <AlertDialog open={orderNumber !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel order #{orderNumber}?</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to cancel this order?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Order</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Yes, Cancel Order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
