import type { MemberOrder } from '@portal/contract';
import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { usableImage } from '@/lib/image-url';

function ItemImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const image = usableImage(src);
  if (!image || failed) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground">
        <PackageIcon aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={image}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-md border bg-white object-contain"
    />
  );
}

/** A product_names entry without details: numeric ids and blanks read as 'Product #{n}'. */
function fallbackName(name: string, index: number): string {
  const value = name.trim();
  if (value === '') return `Product #${index + 1}`;
  return /^\d+$/.test(value) ? `Product #${value}` : value;
}

/** The lines of one order: image, display name (or product name) and quantity. */
export function OrderItems({ order }: { order: MemberOrder }) {
  if (order.product_details.length > 0) {
    return (
      <ul aria-label={`Items of order ${order.order_number}`} className="grid gap-2">
        {order.product_details.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never reorder, and two may share a product
            key={`${item.product_id ?? 'gone'}-${index}`}
            className="flex items-center gap-3 rounded-lg border bg-muted/30 p-2"
          >
            <ItemImage src={item.image_url} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-sm leading-snug">
                {item.display_name || item.product_name}
              </p>
              <p className="text-muted-foreground text-xs">
                Qty: {item.quantity}
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                {formatMoney(item.price)} each
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (order.product_names.length > 0) {
    return (
      <ul aria-label={`Items of order ${order.order_number}`} className="grid gap-1 text-sm">
        {order.product_names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's names never reorder, and may repeat
          <li key={`${name}-${index}`} className="flex items-center gap-2">
            <PackageIcon aria-hidden className="size-4 text-muted-foreground" />
            {fallbackName(name, index)}
          </li>
        ))}
      </ul>
    );
  }
  return <p className="text-muted-foreground text-sm italic">No product details available</p>;
}
