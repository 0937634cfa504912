import { AlertCircleIcon, ArrowLeftIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type OrderDetailErrorProps = { message: string; onRetry: () => void; onBack: () => void };

/** Spec section 2: 'Failed to load order details' with the reason, Try Again and Go Back. */
export function OrderDetailError({ message, onRetry, onBack }: OrderDetailErrorProps) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertCircleIcon aria-hidden className="size-6" />
        </span>
        <div className="space-y-1">
          <h2 className="font-semibold text-lg">Failed to load order details</h2>
          <p className="text-muted-foreground">{message}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            Try Again
          </Button>
          <Button variant="outline" onClick={onBack}>
            <ArrowLeftIcon aria-hidden />
            Go Back
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
