import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { usableImage } from '@/lib/image-url';

/** A product thumbnail, or a package icon when the image is missing or fails to load. */
export function WishlistImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const image = usableImage(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-slate-50',
        className,
      )}
    >
      {image && failed !== image ? (
        <img
          src={image}
          alt={alt}
          loading="lazy"
          onError={() => setFailed(image)}
          className="size-full object-contain p-1.5"
        />
      ) : (
        // A decorative placeholder (alt '') is hidden; a named one is an image with that name.
        <PackageIcon
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="size-1/2 text-slate-400"
        />
      )}
    </div>
  );
}
