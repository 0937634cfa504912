import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { saveBlob } from '@/lib/download';
import { CSV_TEMPLATE } from '../lib/preview-lines';

type CsvUploadProps = { file: File | null; onChange: (file: File | null) => void; error?: string | null };

/** A CSV file with a `sku,quantity` header, and a template to start from. */
export function CsvUpload({ file, onChange, error }: CsvUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  // The file is let go once its lines are in the cart: the box forgets it too.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className="grid gap-2">
      <label htmlFor="quick-csv" className="font-medium text-sm">
        CSV file
      </label>
      <input
        id="quick-csv"
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-describedby="quick-csv-hint"
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={cn(inputClassName, 'h-auto py-1.5')}
      />
      <p id="quick-csv-hint" className="text-muted-foreground text-xs">
        A header row <code className="font-mono">sku,quantity</code>, then one product per line.
        {file ? ` Chosen: ${file.name}.` : ''}
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveBlob(new Blob([CSV_TEMPLATE], { type: 'text/csv' }), 'quick-order-template.csv')}
        >
          <DownloadIcon aria-hidden />
          Download template
        </Button>
      </div>
    </div>
  );
}
