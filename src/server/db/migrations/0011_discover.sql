CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_category";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL THEN ll_to_earth(latitude, longitude)::cube END) STORED;--> statement-breakpoint
CREATE INDEX "businesses_discover_earth_idx" ON "businesses" USING gist ("earth_point") WHERE "businesses"."is_active" AND "businesses"."latitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_discover_text_idx" ON "businesses" USING gin ("search_text" gin_trgm_ops) WHERE "businesses"."is_active" AND "businesses"."latitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_discover_categories_idx" ON "businesses" USING gin ("categories") WHERE "businesses"."is_active" AND "businesses"."latitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_categories_known" CHECK ("businesses"."categories" <@ ARRAY['Beauty & Spa', 'Healthcare', 'Restaurant', 'Fitness', 'Education', 'Automotive', 'Entertainment', 'Professional Services', 'Retail', 'Home Services', 'Technology', 'Transport']::text[]);--> statement-breakpoint
UPDATE "businesses" SET "categories" = ARRAY["category"] WHERE "category" IS NOT NULL;--> statement-breakpoint
-- Discover's text: the business's own words and its active services' names, lower-cased once on write
CREATE FUNCTION business_search_text(business uuid, name text, description text, city text, address text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', name, city, address, description,
    (SELECT string_agg(s.name, ' ' ORDER BY s.name) FROM services s WHERE s.business_id = business AND s.is_active)))
$$;--> statement-breakpoint
CREATE FUNCTION businesses_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := business_search_text(NEW.id, NEW.name, NEW.description, NEW.city, NEW.address);
  RETURN NEW;
END $$;--> statement-breakpoint
-- naming search_text in an UPDATE (as the services trigger does) asks for a fresh copy
CREATE TRIGGER businesses_search_text BEFORE INSERT OR UPDATE OF name, description, city, address, search_text
  ON businesses FOR EACH ROW EXECUTE FUNCTION businesses_set_search_text();--> statement-breakpoint
CREATE FUNCTION services_refresh_business_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE businesses SET search_text = '' WHERE id = OLD.business_id;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.business_id IS DISTINCT FROM OLD.business_id THEN
    UPDATE businesses SET search_text = '' WHERE id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER services_business_search_text AFTER INSERT OR DELETE OR UPDATE OF name, is_active, business_id
  ON services FOR EACH ROW EXECUTE FUNCTION services_refresh_business_search_text();--> statement-breakpoint
UPDATE "businesses" SET "search_text" = '';
