import { SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SearchBannerProps = { query: string; correctedQuery?: string; onClear: () => void };

/** Search mode's 'Results for: ...' banner, with the corrected spelling when that found the results. */
export function SearchBanner({ query, correctedQuery, onClear }: SearchBannerProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900">
      <SearchIcon aria-hidden className="size-4 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p>
          Results for: <strong className="break-words font-semibold">"{query}"</strong>
        </p>
        {correctedQuery && correctedQuery.toLowerCase() !== query.toLowerCase() && (
          <p className="text-blue-800">
            Showing matches for <strong className="font-semibold">"{correctedQuery}"</strong>
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={onClear}>
        <XIcon aria-hidden />
        Clear Search
      </Button>
    </div>
  );
}
