import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Issue 21: the demo accounts' bells are not empty. The demo member hears of the decisions on
 * their orders (the latest eight), the demo admin of the five newest pending orders; the newest
 * two of each stay unread. Written in SQL from the seeded orders, in the words the portal uses
 * (notifications/messages.ts), with mail_state 'skipped': the demo sends no e-mail for its past.
 */
export async function seedNotifications(db: Db, demo: { adminEmail: string; memberEmail: string }) {
  await db.execute(sql`
    with member_events as (
      select o.id, o.order_number, o.status, o.status_note, o.carrier, o.tracking_number, o.user_id,
        o.updated_at, row_number() over (order by o.updated_at desc) as n
      from orders o join users u on u.id = o.user_id
      where u.email = ${demo.memberEmail} and o.status in ('approved', 'shipped', 'completed', 'rejected')
      order by o.updated_at desc limit 8
    ),
    admin_events as (
      select o.id, o.order_number, o.total_amount, coalesce(o.store_name, o.user_name) as who, o.created_at,
        row_number() over (order by o.created_at desc) as n
      from orders o where o.status = 'pending' order by o.created_at desc limit 5
    )
    insert into notifications (user_id, type, title, body, order_id, read_at, mail_state, created_at)
    select e.user_id,
      case e.status when 'approved' then 'order_approved' when 'shipped' then 'order_shipped'
        when 'completed' then 'order_delivered' else 'order_rejected' end,
      'Order ' || e.order_number || ' ' || case e.status when 'completed' then 'delivered' else e.status end,
      case e.status
        when 'shipped' then 'Your order ' || e.order_number || ' is on its way with ' || coalesce(e.carrier, 'the carrier')
          || ', tracking number ' || coalesce(e.tracking_number, '—') || '.'
        when 'completed' then 'Your order ' || e.order_number || ' was delivered.'
        else 'Your order ' || e.order_number || ' was ' || e.status || '.'
          || coalesce(' Note: ' || e.status_note, '')
      end,
      e.id, case when e.n > 2 then e.updated_at end, 'skipped', e.updated_at
    from member_events e
    union all
    select a.id, 'order_placed', 'New order ' || e.order_number,
      e.who || ' placed order ' || e.order_number || ' ($' || e.total_amount::text || '). It is waiting for approval.',
      e.id, case when e.n > 2 then e.created_at end, 'skipped', e.created_at
    from admin_events e join users a on a.email = ${demo.adminEmail}`);
}
