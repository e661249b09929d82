-- Every change to what a business's public booking page shows is announced at commit on the
-- channel public_page_changed, with the business's id; each server process listens and forgets its
-- kept copy of that page (docs/decisions/0041). Identical announcements of one transaction are sent
-- once, so a bulk change costs one message per business.
-- a row's business, announced on the channel its trigger names (also used by migration 0021)
CREATE FUNCTION announce_business_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.business_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], NEW.business_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION announce_public_page_of_business() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_page_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION announce_public_page_of_service_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_page_changed', s.business_id::text)
    FROM services s
    WHERE s.id IN (OLD.service_id, NEW.service_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_public_page AFTER INSERT OR UPDATE OR DELETE
  ON businesses FOR EACH ROW EXECUTE FUNCTION announce_public_page_of_business();--> statement-breakpoint
CREATE TRIGGER business_settings_public_page AFTER INSERT OR UPDATE OR DELETE
  ON business_settings FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');--> statement-breakpoint
CREATE TRIGGER business_hours_public_page AFTER INSERT OR UPDATE OR DELETE
  ON business_hours FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');--> statement-breakpoint
CREATE TRIGGER services_public_page AFTER INSERT OR UPDATE OR DELETE
  ON services FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');--> statement-breakpoint
CREATE TRIGGER staff_public_page AFTER INSERT OR UPDATE OR DELETE
  ON staff FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');--> statement-breakpoint
CREATE TRIGGER subscriptions_public_page AFTER INSERT OR UPDATE OR DELETE
  ON subscriptions FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');--> statement-breakpoint
CREATE TRIGGER service_images_public_page AFTER INSERT OR UPDATE OR DELETE
  ON service_images FOR EACH ROW EXECUTE FUNCTION announce_public_page_of_service_image();--> statement-breakpoint
CREATE TRIGGER staff_services_public_page AFTER INSERT OR UPDATE OR DELETE
  ON staff_services FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('public_page_changed');
