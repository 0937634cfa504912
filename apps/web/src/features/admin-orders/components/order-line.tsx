import type { OrderItem } from '@portal/contract';
import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { usableImage } from '@/lib/image-url';

/**
 * A description may be an HTML bullet list; it is shown as plain text, bullets joined by ' · '.
 * DOMParser builds an inert document: nothing in it runs or loads.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.trim();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const bullets = [...body.querySelectorAll('li')].map((li) => li.textContent?.trim()).filter(Boolean);
  const text = bullets.length > 0 ? bullets.join(' · ') : (body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

function LineImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const box = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted';
  if (!src || failed) {
    return (
      <div className={box} role="img" aria-label={`No image for ${alt}`}>
        <PackageIcon aria-hidden className="size-6 text-muted-foreground" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className="size-full object-contain"
        onError={() => setFailed(true)}
      />
    </div>
  );
}

/** One line of the order: picture, names, what was bought at which price, and the line total. */
export function OrderLine({ item }: { item: OrderItem }) {
  const name = item.display_name?.trim() || item.product_name;
  const description = plainText(item.description);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <LineImage src={usableImage(item.image_url)} alt={name} />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <p className="break-words font-medium leading-snug">{name}</p>
          <p className="shrink-0 font-semibold tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatMoney(item.line_total)}
          </p>
        </div>
        <p className="text-muted-foreground text-sm tabular-nums">
          Qty: {item.quantity} × {formatMoney(item.price)}
        </p>
        {(item.category || item.brand || item.sku) && (
          <div className="flex flex-wrap gap-1.5">
            {item.category && <Badge variant="secondary">{item.category}</Badge>}
            {item.brand && <Badge variant="outline">{item.brand}</Badge>}
            {item.sku && (
              <Badge variant="neutral" className="font-mono">
                SKU: {item.sku}
              </Badge>
            )}
          </div>
        )}
        {description && <p className="line-clamp-2 text-muted-foreground text-xs">{description}</p>}
      </div>
    </li>
  );
}
