-- Hand-written (Drizzle cannot declare triggers): order_category_days, the units per category beside
-- the sales roll-up (docs/decisions/0023-sales-roll-up.md). The orders' writers keep it as orders
-- are placed and change (domains/orders/sales-roll-up.repository.ts); a line's category is its
-- product's now, so the catalogue's changes move units here: a statement that changes products'
-- categories moves their lines' units from the old category to the new, and a product deleted moves
-- them to 'other' before its lines lose it (order_items.product_id is set null).
CREATE FUNCTION "order_category_days_recategorize"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_category_days" ("company_id", "day", "partner_id", "status", "category", "units")
  SELECT o."company_id", (o."created_at" AT TIME ZONE 'Australia/Sydney')::date, o."partner_id", o."status",
    moved."category", sum(moved."sign" * i."quantity")::int
  FROM (
    SELECT n."id", n."category", 1 AS "sign"
    FROM "products_recategorized_new" n JOIN "products_recategorized_old" b ON b."id" = n."id"
    WHERE n."category" <> b."category"
    UNION ALL
    SELECT b."id", b."category", -1
    FROM "products_recategorized_new" n JOIN "products_recategorized_old" b ON b."id" = n."id"
    WHERE n."category" <> b."category"
  ) AS moved
  JOIN "order_items" i ON i."product_id" = moved."id"
  JOIN "orders" o ON o."id" = i."order_id"
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("company_id", "day", "partner_id", "status", "category") DO UPDATE SET
    "units" = "order_category_days"."units" + excluded."units";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_order_category_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "products_recategorized_old" NEW TABLE AS "products_recategorized_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_category_days_recategorize"();--> statement-breakpoint
CREATE FUNCTION "order_category_days_product_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_category_days" ("company_id", "day", "partner_id", "status", "category", "units")
  SELECT o."company_id", (o."created_at" AT TIME ZONE 'Australia/Sydney')::date, o."partner_id", o."status",
    moved."category", sum(moved."sign" * i."quantity")::int
  FROM (VALUES (OLD."category", -1), ('other', 1)) AS moved ("category", "sign")
  CROSS JOIN "order_items" i
  JOIN "orders" o ON o."id" = i."order_id"
  WHERE i."product_id" = OLD."id"
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("company_id", "day", "partner_id", "status", "category") DO UPDATE SET
    "units" = "order_category_days"."units" + excluded."units";
  RETURN OLD;
END $$;--> statement-breakpoint
-- Before each row: its lines still name it (after the statement they are set null).
CREATE TRIGGER "products_order_category_delete" BEFORE DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "order_category_days_product_gone"();--> statement-breakpoint
-- The orders already there, as REBUILD_SALES_SQL writes them.
INSERT INTO "order_category_days" ("company_id", "day", "partner_id", "status", "category", "units")
  SELECT o."company_id", (o."created_at" AT TIME ZONE 'Australia/Sydney')::date, o."partner_id", o."status",
    coalesce(p."category", 'other'), sum(i."quantity")::int
  FROM "orders" o
  JOIN "order_items" i ON i."order_id" = o."id"
  LEFT JOIN "products" p ON p."id" = i."product_id"
  GROUP BY 1, 2, 3, 4, 5;
