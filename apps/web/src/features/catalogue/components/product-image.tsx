import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { usableImage } from '@/lib/image-url';

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Lines shown on the placeholder (manufacturer, category or model) when there is no image. */
  placeholder: Array<string | null | undefined>;
  className?: string;
  iconClassName?: string;
};

/** The product photo, or a placeholder when it is missing, not a usable path, or fails to load. */
export function ProductImage({ src, alt, placeholder, className, iconClassName }: ProductImageProps) {
  const image = usableImage(src);
  const [failed, setFailed] = useState<string | null>(null);
  const lines = placeholder.map((line) => line?.trim()).filter((line): line is string => Boolean(line));

  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(image)}
        className={cn('size-full object-contain p-4', className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-50 to-slate-100 p-4 text-center text-muted-foreground',
        className,
      )}
    >
      <PackageIcon aria-hidden className={cn('size-10 text-slate-400', iconClassName)} />
      {lines.length > 0 && (
        <span aria-hidden className="line-clamp-2 font-medium text-xs">
          {lines.join(' · ')}
        </span>
      )}
    </div>
  );
}
