-- Hand-written (Drizzle cannot declare triggers): product_stats is written only here. Each statement
-- that inserts, updates or deletes products adds one row per category it changed: the figures of the
-- new rows minus those of the old ones (docs/product/associate-portal.md, the product statistics).
CREATE FUNCTION "products_stats_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_stats"
    SELECT "category", count(*), count(*) FILTER (WHERE "stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold"),
      count(*) FILTER (WHERE "stock_quantity" <= 0), coalesce(sum("price" * "stock_quantity"), 0),
      coalesce(sum(("price" - "cost") / "price" * 100) FILTER (WHERE "cost" > 0 AND "price" > 0), 0)
    FROM "products_stats_new" GROUP BY "category";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "product_stats"
    SELECT "category", -count(*), -count(*) FILTER (WHERE "stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold"),
      -count(*) FILTER (WHERE "stock_quantity" <= 0), -coalesce(sum("price" * "stock_quantity"), 0),
      -coalesce(sum(("price" - "cost") / "price" * 100) FILTER (WHERE "cost" > 0 AND "price" > 0), 0)
    FROM "products_stats_old" GROUP BY "category";
  ELSE
    INSERT INTO "product_stats"
    SELECT "category", sum("n"), sum("low"), sum("out"), sum("value"), sum("margin")
    FROM (
      SELECT "category", 1 AS "n", ("stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold")::int AS "low",
        ("stock_quantity" <= 0)::int AS "out", "price" * "stock_quantity" AS "value",
        CASE WHEN "cost" > 0 AND "price" > 0 THEN ("price" - "cost") / "price" * 100 ELSE 0 END AS "margin"
      FROM "products_stats_new"
      UNION ALL
      SELECT "category", -1, -("stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold")::int,
        -("stock_quantity" <= 0)::int, -("price" * "stock_quantity"),
        -(CASE WHEN "cost" > 0 AND "price" > 0 THEN ("price" - "cost") / "price" * 100 ELSE 0 END)
      FROM "products_stats_old"
    ) AS "changes"
    GROUP BY "category"
    HAVING sum("n") <> 0 OR sum("low") <> 0 OR sum("out") <> 0 OR sum("value") <> 0 OR sum("margin") <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_stats_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "products_stats_new" FOR EACH STATEMENT EXECUTE FUNCTION "products_stats_sync"();--> statement-breakpoint
CREATE TRIGGER "products_stats_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "products_stats_old" NEW TABLE AS "products_stats_new" FOR EACH STATEMENT EXECUTE FUNCTION "products_stats_sync"();--> statement-breakpoint
CREATE TRIGGER "products_stats_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "products_stats_old" FOR EACH STATEMENT EXECUTE FUNCTION "products_stats_sync"();--> statement-breakpoint
INSERT INTO "product_stats"
SELECT "category", count(*), count(*) FILTER (WHERE "stock_quantity" > 0 AND "stock_quantity" <= "low_stock_threshold"),
  count(*) FILTER (WHERE "stock_quantity" <= 0), coalesce(sum("price" * "stock_quantity"), 0),
  coalesce(sum(("price" - "cost") / "price" * 100) FILTER (WHERE "cost" > 0 AND "price" > 0), 0)
FROM "products" GROUP BY "category";
