import { escapeHtml } from '../../lib/html';

/** Issue 21: what each event says, in the inbox and by e-mail. */
export type NotificationType =
  | 'order_placed'
  | 'order_approved'
  | 'order_rejected'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_cancelled';

/** The facts of an order a message is made of. */
export type OrderFacts = {
  id: number;
  orderNumber: string;
  storeName: string | null;
  userName: string;
  total: string;
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

export type Message = { type: NotificationType; title: string; body: string };
export type Email = { subject: string; text: string; html: string };

const money = (amount: string) => `$${amount}`;

/** The inbox entry for an event on this order. */
export function messageOf(type: NotificationType, o: OrderFacts): Message {
  const n = o.orderNumber;
  switch (type) {
    case 'order_placed':
      return {
        type,
        title: `New order ${n}`,
        body: `${o.storeName ?? o.userName} placed order ${n} (${money(o.total)}). It is waiting for approval.`,
      };
    case 'order_approved':
      return { type, title: `Order ${n} approved`, body: withNote(`Your order ${n} was approved.`, o.note) };
    case 'order_rejected':
      return { type, title: `Order ${n} rejected`, body: withNote(`Your order ${n} was rejected.`, o.note) };
    case 'order_shipped':
      return {
        type,
        title: `Order ${n} shipped`,
        body: `Your order ${n} is on its way with ${o.carrier ?? 'the carrier'}, tracking number ${o.trackingNumber ?? '—'}.`,
      };
    case 'order_delivered':
      return { type, title: `Order ${n} delivered`, body: `Your order ${n} was delivered.` };
    case 'order_cancelled':
      return {
        type,
        title: `Order ${n} cancelled`,
        body: withNote(`Your order ${n} was cancelled by the seller.`, o.note),
      };
  }
}

const withNote = (text: string, note: string | null) => (note ? `${text} Note: ${note}` : text);

/** The e-mail of an inbox entry: the order number in the subject, a link to the order. */
export function emailOf(message: Message, o: OrderFacts, link: string): Email {
  const tracking =
    message.type === 'order_shipped' && o.trackingUrl ? `\nTrack the parcel: ${o.trackingUrl}` : '';
  const text = `${message.body}${tracking}\n\nOpen the order: ${link}\n\n— Wholesale Portal\nYou get this e-mail because 'E-mail me about orders' is on in your profile.`;
  const trackingHtml =
    message.type === 'order_shipped' && o.trackingUrl
      ? `<p><a href="${escapeHtml(o.trackingUrl)}">Track the parcel</a></p>`
      : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(message.title)}</h1>
<p>${escapeHtml(message.body)}</p>${trackingHtml}
<p><a href="${escapeHtml(link)}">Open order ${escapeHtml(o.orderNumber)}</a></p>
<p style="color:#666;font-size:12px">You get this e-mail because 'E-mail me about orders' is on in your profile.</p>
</body></html>`;
  return { subject: message.title, text, html };
}
