import type { CartProduct } from '@portal/contract';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { usableImage } from '@/lib/image-url';

/** The product's image, or a placeholder naming its manufacturer when it is missing or fails. */
export function ProductThumbnail({ product }: { product: CartProduct }) {
  const [failed, setFailed] = useState(false);
  const image = usableImage(product.image);
  if (!image || failed) {
    return (
      <span className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg border bg-muted p-1 text-center text-muted-foreground">
        <ImageIcon aria-hidden className="size-6" />
        {product.manufacturer && (
          <span className="line-clamp-1 max-w-full text-[10px] leading-tight">{product.manufacturer}</span>
        )}
      </span>
    );
  }
  return (
    <img
      src={image}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-20 shrink-0 rounded-lg border bg-white object-contain p-1"
    />
  );
}
