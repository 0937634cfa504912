import { useId } from 'react';
import type { UploadProgress } from '../api/import';

type ImportProgressProps = { fileName: string; progress: UploadProgress };

/**
 * The upload's progress bar (percent sent), then an indeterminate bar while the server reads the
 * file. The phase is announced politely; the percent is not (it would talk over everything).
 */
export function ImportProgress({ fileName, progress }: ImportProgressProps) {
  const id = useId();
  const uploading = progress.phase === 'uploading';
  return (
    <div role="status" className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="min-w-0 truncate font-medium">
          {uploading ? `Uploading ${fileName}` : `Checking ${fileName}…`}
        </label>
        {uploading && (
          <span aria-hidden className="shrink-0 text-muted-foreground tabular-nums">
            {progress.percent}%
          </span>
        )}
      </div>
      {/* A new element per phase: without a value a <progress> is indeterminate. */}
      {uploading ? (
        <progress key="upload" id={id} max={100} value={progress.percent} className={bar} />
      ) : (
        <progress key="check" id={id} className={bar} />
      )}
    </div>
  );
}

const bar = 'h-2 w-full accent-primary';
