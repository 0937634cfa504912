import { INVOICE_STATUSES } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

const invoiceable = sql.join(
  INVOICE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The order's invoice number, taken from invoice_number_seq the first time: one conditional
 * statement, so parallel first downloads all get the same number. The row is locked (CTE, for
 * update) before nextval runs: a statement that waited for the lock re-checks
 * `invoice_number is null`, finds the winner's number and calls nextval not at all — a plain
 * `update … set invoice_number = nextval(…) where … is null` computes nextval before it waits,
 * burning a number per loser. null: the order is not (any more) in an invoiced status.
 */
export async function takeInvoiceNumber(db: Db, orderId: number): Promise<number | null> {
  const taken = (await db.execute(sql`
    with unnumbered as (
      select id from ${orders}
      where id = ${orderId} and invoice_number is null and status in (${invoiceable})
      for update
    )
    update ${orders} set invoice_number = nextval('invoice_number_seq')::int
    from unnumbered
    where ${orders.id} = unnumbered.id and ${orders.invoiceNumber} is null
    returning ${orders.invoiceNumber} as invoice_number`)) as unknown as {
    rows: { invoice_number: number }[];
  };
  const number = taken.rows[0]?.invoice_number;
  if (number !== undefined) return Number(number);
  // Someone else numbered it first (or the status changed): read what is there now.
  const [row] = await db
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.invoiceNumber ?? null;
}
