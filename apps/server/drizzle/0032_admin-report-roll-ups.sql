CREATE TABLE "order_sales_periods" (
	"grain" text NOT NULL,
	"starts" date NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"discount_amount" numeric(14, 2) NOT NULL,
	"goods_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_sales_periods_pk" PRIMARY KEY("grain","starts","partner_id","status"),
	CONSTRAINT "order_sales_periods_grain_valid" CHECK ("order_sales_periods"."grain" in ('month', 'year', 'all'))
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "cost_value" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Hand-written from here (Drizzle cannot declare triggers; docs/decisions/0024-admin-report-roll-ups.md).
-- product_stats also keeps the units in stock and their value at cost, for the admin's inventory
-- valuation: products_stats_sync of 0028_product-stats-triggers with the two figures added.
CREATE OR REPLACE FUNCTION "products_stats_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_stats"
    SELECT "category", count(*), count(*) FILTER (WHERE "stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold"),
      count(*) FILTER (WHERE "stock_quantity" <= 0), coalesce(sum("price" * "stock_quantity"), 0),
      coalesce(sum(("price" - "cost") / "price" * 100) FILTER (WHERE "cost" > 0 AND "price" > 0), 0),
      coalesce(sum("stock_quantity"), 0), coalesce(sum("cost" * "stock_quantity"), 0)
    FROM "products_stats_new" GROUP BY "category";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "product_stats"
    SELECT "category", -count(*), -count(*) FILTER (WHERE "stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold"),
      -count(*) FILTER (WHERE "stock_quantity" <= 0), -coalesce(sum("price" * "stock_quantity"), 0),
      -coalesce(sum(("price" - "cost") / "price" * 100) FILTER (WHERE "cost" > 0 AND "price" > 0), 0),
      -coalesce(sum("stock_quantity"), 0), -coalesce(sum("cost" * "stock_quantity"), 0)
    FROM "products_stats_old" GROUP BY "category";
  ELSE
    INSERT INTO "product_stats"
    SELECT "category", sum("n"), sum("low"), sum("out"), sum("value"), sum("margin"), sum("units"), sum("cost_value")
    FROM (
      SELECT "category", 1 AS "n", ("stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold")::int AS "low",
        ("stock_quantity" <= 0)::int AS "out", "price" * "stock_quantity" AS "value",
        CASE WHEN "cost" > 0 AND "price" > 0 THEN ("price" - "cost") / "price" * 100 ELSE 0 END AS "margin",
        "stock_quantity" AS "units", "cost" * "stock_quantity" AS "cost_value"
      FROM "products_stats_new"
      UNION ALL
      SELECT "category", -1, -("stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold")::int,
        -("stock_quantity" <= 0)::int, -("price" * "stock_quantity"),
        -(CASE WHEN "cost" > 0 AND "price" > 0 THEN ("price" - "cost") / "price" * 100 ELSE 0 END),
        -"stock_quantity", -("cost" * "stock_quantity")
      FROM "products_stats_old"
    ) AS "changes"
    GROUP BY "category"
    HAVING sum("n") <> 0 OR sum("low") <> 0 OR sum("out") <> 0 OR sum("value") <> 0 OR sum("margin") <> 0
      OR sum("units") <> 0 OR sum("cost_value") <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The two new figures of the products already there: one row a category, the other figures 0 (they
-- are in the rows already), so the sums stay the live ones.
INSERT INTO "product_stats" ("category", "product_count", "low_stock_products", "out_of_stock_products",
  "inventory_value", "margin_sum", "units", "cost_value")
SELECT "category", 0, 0, 0, 0, 0, sum("stock_quantity"), sum("cost" * "stock_quantity")
FROM "products" GROUP BY "category";--> statement-breakpoint
-- order_sales_periods follows order_sales_days: each statement that writes days adds its changes
-- (new rows minus old ones) to the month, the year and all time of each member and status. The
-- rows are locked in key order, so two writers of one member never wait on each other in a circle.
-- Static statements, one for each event (only that event's transition tables exist), so each is
-- planned once per connection: checkout writes the day roll-up in every order (bench/README).
CREATE FUNCTION "order_sales_periods_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_sales_periods" ("grain", "starts", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    SELECT g."grain",
      CASE g."grain" WHEN 'month' THEN date_trunc('month', c."day"::timestamp)::date
        WHEN 'year' THEN date_trunc('year', c."day"::timestamp)::date ELSE DATE '0001-01-01' END,
      c."partner_id", c."status", sum(c."orders"), sum(c."discount_amount"), sum(c."goods_amount")
    FROM (SELECT "day", "partner_id", "status", "orders", "discount_amount", "goods_amount" FROM "order_sales_days_new") AS c ("day", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    CROSS JOIN (VALUES ('month'), ('year'), ('all')) AS g ("grain")
    GROUP BY 1, 2, 3, 4
    HAVING sum(c."orders") <> 0 OR sum(c."discount_amount") <> 0 OR sum(c."goods_amount") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("grain", "starts", "partner_id", "status") DO UPDATE SET
      "orders" = "order_sales_periods"."orders" + excluded."orders",
      "discount_amount" = "order_sales_periods"."discount_amount" + excluded."discount_amount",
      "goods_amount" = "order_sales_periods"."goods_amount" + excluded."goods_amount";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_sales_periods" ("grain", "starts", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    SELECT g."grain",
      CASE g."grain" WHEN 'month' THEN date_trunc('month', c."day"::timestamp)::date
        WHEN 'year' THEN date_trunc('year', c."day"::timestamp)::date ELSE DATE '0001-01-01' END,
      c."partner_id", c."status", sum(c."orders"), sum(c."discount_amount"), sum(c."goods_amount")
    FROM (SELECT "day", "partner_id", "status", -"orders", -"discount_amount", -"goods_amount" FROM "order_sales_days_old") AS c ("day", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    CROSS JOIN (VALUES ('month'), ('year'), ('all')) AS g ("grain")
    GROUP BY 1, 2, 3, 4
    HAVING sum(c."orders") <> 0 OR sum(c."discount_amount") <> 0 OR sum(c."goods_amount") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("grain", "starts", "partner_id", "status") DO UPDATE SET
      "orders" = "order_sales_periods"."orders" + excluded."orders",
      "discount_amount" = "order_sales_periods"."discount_amount" + excluded."discount_amount",
      "goods_amount" = "order_sales_periods"."goods_amount" + excluded."goods_amount";
  ELSE
    INSERT INTO "order_sales_periods" ("grain", "starts", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    SELECT g."grain",
      CASE g."grain" WHEN 'month' THEN date_trunc('month', c."day"::timestamp)::date
        WHEN 'year' THEN date_trunc('year', c."day"::timestamp)::date ELSE DATE '0001-01-01' END,
      c."partner_id", c."status", sum(c."orders"), sum(c."discount_amount"), sum(c."goods_amount")
    FROM (SELECT "day", "partner_id", "status", "orders", "discount_amount", "goods_amount" FROM "order_sales_days_new" UNION ALL SELECT "day", "partner_id", "status", -"orders", -"discount_amount", -"goods_amount" FROM "order_sales_days_old") AS c ("day", "partner_id", "status", "orders", "discount_amount", "goods_amount")
    CROSS JOIN (VALUES ('month'), ('year'), ('all')) AS g ("grain")
    GROUP BY 1, 2, 3, 4
    HAVING sum(c."orders") <> 0 OR sum(c."discount_amount") <> 0 OR sum(c."goods_amount") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("grain", "starts", "partner_id", "status") DO UPDATE SET
      "orders" = "order_sales_periods"."orders" + excluded."orders",
      "discount_amount" = "order_sales_periods"."discount_amount" + excluded."discount_amount",
      "goods_amount" = "order_sales_periods"."goods_amount" + excluded."goods_amount";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_sales_periods_insert" AFTER INSERT ON "order_sales_days"
  REFERENCING NEW TABLE AS "order_sales_days_new" FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_periods_sync"();--> statement-breakpoint
CREATE TRIGGER "order_sales_periods_update" AFTER UPDATE ON "order_sales_days"
  REFERENCING OLD TABLE AS "order_sales_days_old" NEW TABLE AS "order_sales_days_new" FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_periods_sync"();--> statement-breakpoint
CREATE TRIGGER "order_sales_periods_delete" AFTER DELETE ON "order_sales_days"
  REFERENCING OLD TABLE AS "order_sales_days_old" FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_periods_sync"();--> statement-breakpoint
INSERT INTO "order_sales_periods" ("grain", "starts", "partner_id", "status", "orders", "discount_amount", "goods_amount")
SELECT g."grain",
  CASE g."grain" WHEN 'month' THEN date_trunc('month', d."day"::timestamp)::date
    WHEN 'year' THEN date_trunc('year', d."day"::timestamp)::date ELSE DATE '0001-01-01' END,
  d."partner_id", d."status", sum(d."orders"), sum(d."discount_amount"), sum(d."goods_amount")
FROM "order_sales_days" d CROSS JOIN (VALUES ('month'), ('year'), ('all')) AS g("grain")
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- order_status_counts: each statement that writes orders adds one row per status it changed.
CREATE FUNCTION "orders_status_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_status_counts" SELECT "status", count(*) FROM "orders_status_new" GROUP BY "status";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_status_counts" SELECT "status", -count(*) FROM "orders_status_old" GROUP BY "status";
  ELSE
    INSERT INTO "order_status_counts"
    SELECT "status", sum("n") FROM (
      SELECT "status", 1 AS "n" FROM "orders_status_new"
      UNION ALL
      SELECT "status", -1 FROM "orders_status_old"
    ) AS "changes"
    GROUP BY "status" HAVING sum("n") <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "orders_status_new" FOR EACH STATEMENT EXECUTE FUNCTION "orders_status_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "orders_status_old" NEW TABLE AS "orders_status_new" FOR EACH STATEMENT EXECUTE FUNCTION "orders_status_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "orders_status_old" FOR EACH STATEMENT EXECUTE FUNCTION "orders_status_counts_sync"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "orders") SELECT "status", count(*) FROM "orders" GROUP BY "status";
