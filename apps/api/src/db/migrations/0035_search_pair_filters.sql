-- A search naming one sector and one attendee country looked every key row (0033) up in the sector's
-- copy for its other filters: 250-450 lookups for the first 101 matches at 1,000,000 events, most of
-- them for events that fail the attendance type, the currency or the price. The key rows now carry
-- those three columns, in the key's index (INCLUDE), so they are checked on the key rows; a search
-- with no other filter reads the key rows alone (modules/search/service.ts: searchPlan). The rows are
-- written afresh below.
TRUNCATE "event_search_sector_countries";--> statement-breakpoint
ALTER TABLE "event_search_sector_countries" ADD COLUMN "attendance_type" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "event_search_sector_countries" ADD COLUMN "ticket_currency" varchar(3) NOT NULL;--> statement-breakpoint
ALTER TABLE "event_search_sector_countries" ADD COLUMN "min_ticket_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "event_search_sector_countries" DROP CONSTRAINT "event_search_sector_countries_pk";--> statement-breakpoint
ALTER TABLE "event_search_sector_countries" ADD CONSTRAINT "event_search_sector_countries_pk"
  PRIMARY KEY ("sector_id", "country_id", "start_at", "event_id")
  INCLUDE ("attendance_type", "ticket_currency", "min_ticket_price_minor");--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_search_sector_countries_of(r event_search) RETURNS SETOF event_search_sector_countries
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT sector, country, r.start_at, r.event_id, r.attendance_type, r.ticket_currency, r.min_ticket_price_minor
  FROM unnest(r.sector_ids) sector, unnest(r.attendee_country_ids) country
  WHERE sector IS NOT NULL AND country IS NOT NULL
$$;--> statement-breakpoint
-- A change of the three columns rewrites the key rows too.
DROP TRIGGER "event_search_sector_countries_move" ON "event_search";--> statement-breakpoint
CREATE TRIGGER event_search_sector_countries_move AFTER UPDATE ON event_search FOR EACH ROW
  WHEN ((OLD.sector_ids, OLD.attendee_country_ids, OLD.start_at, OLD.event_id,
         OLD.attendance_type, OLD.ticket_currency, OLD.min_ticket_price_minor)
    IS DISTINCT FROM (NEW.sector_ids, NEW.attendee_country_ids, NEW.start_at, NEW.event_id,
         NEW.attendance_type, NEW.ticket_currency, NEW.min_ticket_price_minor))
  EXECUTE FUNCTION event_search_sector_countries_sync();--> statement-breakpoint
SELECT event_search_sector_countries_rebuild();
