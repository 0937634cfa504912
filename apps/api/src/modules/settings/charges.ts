import { type SQL, sql } from 'drizzle-orm';

/**
 * The charges on an order's subtotal (issue 20), as one row, for the cart's preview and the order
 * statement alike, so the cart shows what checkout will store: tax_rate (the store's, else the
 * settings'), tax (the subtotal times the rate, rounded half-up to the cent: numeric round() rounds
 * halves away from zero), shipping (the flat fee, nothing from the free-shipping threshold on or for
 * an empty subtotal) and free_shipping_threshold. Numeric throughout: exact cents.
 */
export function chargesSql(subtotal: SQL, storeId: SQL): SQL {
  return sql`select r.rate as tax_rate,
      round(${subtotal} * r.rate / 100, 2) as tax,
      case
        when ${subtotal} <= 0 then 0::numeric(12, 2)
        when st.free_shipping_threshold is not null and ${subtotal} >= st.free_shipping_threshold then 0::numeric(12, 2)
        else coalesce(st.shipping_fee, 0::numeric(12, 2))
      end as shipping,
      st.free_shipping_threshold
    from (select 1) as one
      left join settings st on st.id = 1
      cross join lateral (
        select coalesce((select s.tax_rate from stores s where s.id = ${storeId}), st.tax_rate, 0) as rate
      ) r`;
}
