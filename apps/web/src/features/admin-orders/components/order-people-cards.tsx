import type { OrderDetail } from '@portal/contract';
import { MailIcon, MapPinIcon, PhoneIcon, StoreIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5 text-sm">
      <span className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}

/** Customer: avatar letter, name, e-mail and the phone when known. */
export function CustomerCard({ order }: { order: OrderDetail }) {
  const initial = (order.user_name.trim() || order.user_email).charAt(0).toUpperCase();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Customer</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {initial}
          </span>
          <p className="min-w-0 break-words font-medium">{order.user_name}</p>
        </div>
        <Line icon={<MailIcon />} label="Email">
          <a href={`mailto:${order.user_email}`} className="text-primary underline-offset-4 hover:underline">
            {order.user_email}
          </a>
        </Line>
        {order.user_phone && (
          <Line icon={<PhoneIcon />} label="Phone">
            <a href={`tel:${order.user_phone}`} className="underline-offset-4 hover:underline">
              {order.user_phone}
            </a>
          </Line>
        )}
      </CardContent>
    </Card>
  );
}

/** Store: name, 'Store ID', and address and phone when known. */
export function StoreCard({ order }: { order: OrderDetail }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Store</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <Line icon={<StoreIcon />} label="Store name">
          <span className="font-medium">{order.store_name ?? 'No store'}</span>
        </Line>
        <p className="text-sm">
          <span className="text-muted-foreground">Store ID: </span>
          <span className="font-mono">{order.store_id ?? '—'}</span>
        </p>
        {order.store_address && (
          <Line icon={<MapPinIcon />} label="Address">
            {order.store_address}
          </Line>
        )}
        {order.store_phone && (
          <Line icon={<PhoneIcon />} label="Phone">
            {order.store_phone}
          </Line>
        )}
      </CardContent>
    </Card>
  );
}

/** Shipping Address, shown only when the order has one. */
export function ShippingAddressCard({ order }: { order: OrderDetail }) {
  const address = order.shipping_address;
  if (!address) return null;
  const cityLine = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [address.street, cityLine, address.country].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Shipping Address</CardTitle>
      </CardHeader>
      <CardContent>
        <address className="text-sm not-italic leading-relaxed">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </CardContent>
    </Card>
  );
}

/** Order Notes: the customer's note and the admin's latest decision note, when there are any. */
export function OrderNotesCard({ order }: { order: OrderDetail }) {
  const customer = order.notes?.trim();
  const admin = (order.admin_notes ?? order.status_note)?.trim();
  if (!customer && !admin) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Order Notes</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 text-sm">
        {customer && (
          <div>
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Customer note</p>
            <p className="whitespace-pre-wrap break-words">{customer}</p>
          </div>
        )}
        {admin && (
          <div>
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Admin note</p>
            <p className="whitespace-pre-wrap break-words">{admin}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
