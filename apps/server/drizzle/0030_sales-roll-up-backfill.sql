-- Hand-written (Drizzle cannot express it): the roll-up of the orders already there, as
-- REBUILD_SALES_SQL in domains/orders/sales-roll-up.repository.ts writes it.
INSERT INTO "order_sales_days" ("company_id", "day", "partner_id", "status", "orders", "total_amount", "discount_amount", "goods_amount", "units")
  SELECT o.company_id, (o.created_at AT TIME ZONE 'Australia/Sydney')::date, o.partner_id, o.status,
    count(*)::int, sum(o.total_amount), sum(o.discount_amount), coalesce(sum(l.goods), 0), coalesce(sum(l.units), 0)::int
  FROM "orders" o
  LEFT JOIN (
    SELECT i.order_id, sum(i.quantity * i.price_per_unit) AS goods, sum(i.quantity) AS units
    FROM "order_items" i GROUP BY i.order_id
  ) l ON l.order_id = o.id
  GROUP BY 1, 2, 3, 4;
