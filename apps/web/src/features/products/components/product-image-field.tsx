import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@portal/contract';
import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { usableImage } from '@/lib/image-url';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The browser's own check before the upload; the server judges the bytes again. */
export function imageProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `Choose an image of at most ${MAX_MB} MB`;
  return undefined;
}

type ProductImageFieldProps = {
  /** The product's stored image URL, if any. */
  current: string | null;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
};

/** Choose an image for the product, with a preview of the chosen file or the current image. */
export function ProductImageField({ current, file, error, onChange }: ProductImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file || imageProblem(file)) return;
    // A data: URL, which the page policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const shown = preview ?? usableImage(current);
  const hint = `JPEG, PNG or WebP, at most ${MAX_MB} MB. Stored as WebP, at most 1200 px.`;

  return (
    <div className="flex items-start gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {shown ? (
          <img
            src={shown}
            alt={file ? 'Preview of the chosen image' : 'Current image'}
            className="size-full object-contain"
          />
        ) : (
          <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
        )}
      </div>
      <FormField id="product-image" label="Image" hint={hint} error={error} className="min-w-0 flex-1">
        <input
          id="product-image"
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          {...fieldAria('product-image', error, true)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </FormField>
    </div>
  );
}
