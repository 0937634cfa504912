import { AlertCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { onlyLeft, type PreviewRow } from '../lib/preview-lines';

type PreviewProblemProps = {
  row: PreviewRow;
  /** A fix is being checked: the fix buttons wait. */
  busy: boolean;
  onUseSuggestion: (row: PreviewRow, sku: string) => void;
  onChangeQuantity: (row: PreviewRow, quantity: number) => void;
};

/** What is wrong with a line, and the one-click fixes: a 'did you mean' SKU, or what is left. */
export function PreviewProblem({ row, busy, onUseSuggestion, onChangeQuantity }: PreviewProblemProps) {
  const message = row.cartError ? `Not added: ${row.cartError}` : (row.error?.message ?? '');
  const suggestions = row.cartError ? [] : (row.error?.suggestions ?? []);
  const left = onlyLeft(row);
  return (
    <div className="grid gap-2 whitespace-normal">
      {row.product && <p className="font-medium">{row.product.name}</p>}
      <p className="flex items-start gap-1.5 text-red-700">
        <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">Problem: </span>
          {message}
        </span>
      </p>
      {left !== undefined && left > 0 && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Use ${left} on line ${row.line}`}
            onClick={() => onChangeQuantity(row, left)}
          >
            Use {left}
          </Button>
        </div>
      )}
      {suggestions.length > 0 && (
        <div className="grid gap-1.5">
          <span className="text-muted-foreground text-xs">Did you mean:</span>
          <ul className="grid justify-items-start gap-1.5">
            {suggestions.map((suggestion) => (
              <li key={suggestion.sku} className="max-w-full">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => onUseSuggestion(row, suggestion.sku)}
                  className="h-auto min-h-8 max-w-full shrink justify-start whitespace-normal py-1 text-left"
                >
                  <span className="min-w-0">
                    Use <span className="break-all font-mono">{suggestion.sku}</span>
                    <span className="font-normal text-muted-foreground"> · {suggestion.name}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
