import { AlertTriangleIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';

type SectionErrorPanelProps = { error: unknown; onRetry: () => void };

/** Spec section 2: the order section's own error view, for load failures and render crashes alike. */
export function SectionErrorPanel({ error, onRetry }: SectionErrorPanelProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <AlertTriangleIcon aria-hidden className="size-6" />
      </span>
      <h2 className="font-semibold text-lg text-red-900">Something went wrong while loading this section</h2>
      <details className="w-full max-w-lg text-left text-red-800 text-sm">
        <summary className="cursor-pointer rounded-sm text-center font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Error details
        </summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-red-200 bg-card p-3 font-mono text-xs">
          {getErrorMessage(error)}
        </pre>
      </details>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>
          <RotateCcwIcon aria-hidden />
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          Reload Page
        </Button>
      </div>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; onReset?: () => void };
type BoundaryState = { error: unknown; failed: boolean };

/** Keeps a crash inside the section: the rest of the screen (header, filters) stays usable. */
export class SectionErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Order section crashed', error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <SectionErrorPanel error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}
