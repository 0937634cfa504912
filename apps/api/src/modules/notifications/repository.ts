import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { type Email, messageOf, type NotificationType, type OrderFacts } from './messages';

const factsColumns = sql`o.id, o.order_number as "orderNumber", o.store_name as "storeName",
  o.user_name as "userName", o.total_amount::text as total, o.status_note as note, o.carrier,
  o.tracking_number as "trackingNumber", o.tracking_url as "trackingUrl"`;

/**
 * Tells the order's member of a decision about it (approved, rejected, shipped, delivered), in the
 * caller's transaction: an inbox entry whose e-mail the outbox worker writes and sends after the
 * commit, so a rolled-back change tells nobody and a crash after the commit loses nothing.
 */
export async function notifyMember(tx: Executor, orderId: number, type: NotificationType) {
  const [order] = await queryRows<OrderFacts & { userId: number | null }>(
    tx,
    sql`select ${factsColumns}, o.user_id as "userId" from orders o
      join users u on u.id = o.user_id and u.is_active where o.id = ${orderId}`,
  );
  if (!order) return;
  const m = messageOf(type, order);
  await tx.execute(sql`insert into notifications (user_id, type, title, body, order_id)
    values (${order.userId}, ${m.type}, ${m.title}, ${m.body}, ${order.id})`);
}

/**
 * The inbox entries of a new order for every active admin, as a CTE of the order statement (one
 * statement places the order and tells the admins). `o` is the CTE of the placed order, `b` the
 * buyer. The texts are messageOf('order_placed'), written in SQL (a test keeps them equal). Only an
 * order left pending waits for them: one the store's rules approved at once (issue 22) tells nobody.
 */
export function adminsToldOfOrderSql() {
  return sql`insert into notifications (user_id, type, title, body, order_id)
    select a.id, 'order_placed', 'New order ' || o.order_number,
      coalesce(b.store_name, b.name) || ' placed order ' || o.order_number || ' ($' || o.total_amount::text
        || '). It is waiting for approval.',
      o.id
    from o cross join buyer b join users a on a.role = 'admin' and a.is_active
    where o.status = 'pending'`;
}

export type PendingMail = OrderFacts & {
  notificationId: number;
  type: NotificationType;
  title: string;
  body: string;
  email: string;
  role: string;
  wantsEmail: boolean;
};

/**
 * Inbox entries whose e-mail is still to be written, oldest first, locked so another worker skips
 * them. The entries are taken first (the partial index, `limit` rows) and joined after: the cost of
 * a batch stays the same however many entries wait (joined first, PostgreSQL sorted every waiting
 * entry: 316 ms a batch with 160,000 waiting).
 */
export function lockPendingMail(tx: Executor, limit: number) {
  return queryRows<PendingMail>(
    tx,
    sql`with n as materialized (
        select id, type, title, body, user_id, order_id from notifications
        where mail_state = 'pending'
        order by id
        limit ${limit}
        for update skip locked
      )
      select n.id as "notificationId", n.type, n.title, n.body, u.email, u.role,
        u.email_notifications as "wantsEmail", ${factsColumns}
      from n
        join users u on u.id = n.user_id
        left join orders o on o.id = n.order_id
      order by n.id`,
  );
}

export async function queueMail(tx: Executor, mail: (Email & { to: string; notificationId: number })[]) {
  if (!mail.length) return;
  const rows = mail.map((m) => ({
    to_email: m.to,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    notification_id: m.notificationId,
  }));
  await tx.execute(sql`insert into outbox (to_email, subject, text_body, html_body, notification_id)
    select to_email, subject, text_body, html_body, notification_id
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(to_email text, subject text, text_body text, html_body text, notification_id bigint)`);
}

export async function markMailState(tx: Executor, ids: number[], state: 'queued' | 'skipped') {
  if (!ids.length) return;
  await tx.execute(sql`update notifications set mail_state = ${state}
    where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

/** An e-mail that belongs to no inbox entry (a password reset, an invitation), for the outbox. */
export async function queueEmail(tx: Executor, mail: Email & { to: string }) {
  await tx.execute(sql`insert into outbox (to_email, subject, text_body, html_body)
    values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})`);
}
