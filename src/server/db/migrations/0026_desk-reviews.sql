ALTER TABLE "reviews" ADD COLUMN "counts_toward_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_uncounted_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE NOT "reviews"."counts_toward_rating";--> statement-breakpoint
-- a desk booking's review is kept but left out of the rating, unless the visit was paid through Miadi
-- (shared/review-rating.ts countsTowardRating; docs/decisions/0055); set before the trigger below watches it
UPDATE reviews r SET counts_toward_rating = false
FROM bookings b
WHERE b.id = r.booking_id AND b.source = 'owner'
  AND NOT EXISTS (
    SELECT 1 FROM client_business_transactions t WHERE t.booking_id = b.id AND t.status = 'completed'
  );--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_refresh_rating(business uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id = business FOR NO KEY UPDATE;
  UPDATE businesses b SET
    total_reviews = r.total,
    average_rating = coalesce(round(r.average, 2), 0)
  FROM (
    SELECT count(*)::int AS total, avg(rating) AS average
    FROM reviews WHERE business_id = business AND hidden_at IS NULL AND counts_toward_rating
  ) r
  WHERE b.id = business;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_keep_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM business_refresh_rating(OLD.business_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM business_refresh_rating(NEW.business_id);
  ELSIF (OLD.rating, OLD.hidden_at IS NULL, OLD.counts_toward_rating, OLD.business_id)
      IS DISTINCT FROM (NEW.rating, NEW.hidden_at IS NULL, NEW.counts_toward_rating, NEW.business_id) THEN
    PERFORM business_refresh_rating(NEW.business_id);
    IF OLD.business_id <> NEW.business_id THEN
      PERFORM business_refresh_rating(OLD.business_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER reviews_rating ON reviews;--> statement-breakpoint
CREATE TRIGGER reviews_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, business_id, counts_toward_rating
  ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_keep_rating();--> statement-breakpoint
-- the kept rating and count of every business with a review now left out, recounted once
SELECT business_refresh_rating(business_id) FROM (
  SELECT DISTINCT business_id FROM reviews WHERE NOT counts_toward_rating
) left_out;
