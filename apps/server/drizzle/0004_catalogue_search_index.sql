CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"category" text NOT NULL,
	"themes" text[] NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("sort_name","product_id");--> statement-breakpoint
CREATE INDEX "product_search_category_name_idx" ON "product_search" USING btree ("category","sort_name","product_id");--> statement-breakpoint
-- product_search is written only here: every insert of a product, and every change to what a search
-- reads, rewrites the product's row in the same statement. Stock changes do not touch it.
CREATE FUNCTION "products_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "sort_name", "search_text", "category", "themes", "price")
  VALUES (NEW."id", lower(NEW."name"), lower(NEW."name" || E'\n' || coalesce(NEW."description", '')),
    NEW."category", NEW."themes", NEW."price")
  ON CONFLICT ("product_id") DO UPDATE SET "sort_name" = excluded."sort_name",
    "search_text" = excluded."search_text", "category" = excluded."category",
    "themes" = excluded."themes", "price" = excluded."price";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync" AFTER INSERT OR UPDATE OF "name", "description", "category", "themes", "price"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_sync"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "sort_name", "search_text", "category", "themes", "price")
SELECT "id", lower("name"), lower("name" || E'\n' || coalesce("description", '')), "category", "themes", "price"
FROM "products";
