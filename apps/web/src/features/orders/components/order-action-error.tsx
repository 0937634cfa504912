import { AlertCircleIcon, XIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The 'Order Action Error' box: why the last cancel or restore failed, until dismissed. */
export function OrderActionError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" className="pr-12">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>Order Action Error</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className="absolute top-2 right-2 text-red-700 hover:bg-red-100 hover:text-red-800"
      >
        <XIcon aria-hidden />
      </Button>
    </Alert>
  );
}
