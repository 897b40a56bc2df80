CREATE TYPE "public"."review_appeal_status" AS ENUM('PENDING', 'GRANTED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"event_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"order_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_invitations_event_id_email_pk" PRIMARY KEY("event_id","email")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"person_id" integer,
	"comment" text NOT NULL,
	"status" "review_status" NOT NULL,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_person_id" integer,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_strikes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_strikes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"egregious" boolean DEFAULT false NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_status" "review_appeal_status",
	"appeal_decided_at" timestamp with time zone,
	"appeal_decided_by_person_id" integer,
	"appeal_reason" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rating_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "previous_edition_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_name" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "flags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "egregious" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "rating_half_stars" smallint;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_decided_by_person_id_persons_id_fk" FOREIGN KEY ("decided_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_strikes" ADD CONSTRAINT "review_strikes_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_strikes" ADD CONSTRAINT "review_strikes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_strikes" ADD CONSTRAINT "review_strikes_appeal_decided_by_person_id_persons_id_fk" FOREIGN KEY ("appeal_decided_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_flagged_idx" ON "review_replies" USING btree ("created_at") WHERE "review_replies"."status" = 'flagged';--> statement-breakpoint
CREATE INDEX "review_strikes_person_idx" ON "review_strikes" USING btree ("person_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_strikes_review_uq" ON "review_strikes" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_strikes_appeals_idx" ON "review_strikes" USING btree ("appealed_at") WHERE "review_strikes"."appeal_status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_previous_edition_id_events_id_fk" FOREIGN KEY ("previous_edition_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_person_id_persons_id_fk" FOREIGN KEY ("decided_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_previous_edition_idx" ON "events" USING btree ("previous_edition_id");--> statement-breakpoint
CREATE INDEX "events_rating_refresh_idx" ON "events" USING btree ("rating_refresh_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_person_event_uq" ON "reviews" USING btree ("event_id","person_id") WHERE "reviews"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("event_id","created_at","id") WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_flagged_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'flagged';--> statement-breakpoint
CREATE INDEX "reviews_person_idx" ON "reviews" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "event_search_rating_asc_idx" ON "event_search" USING btree ("rating_half_stars","start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_rating_desc_idx" ON "event_search" USING btree ("rating_half_stars" DESC NULLS LAST,"start_at","event_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subscores" CHECK ((venue_score is null or venue_score between 1 and 10) and (content_score is null or content_score between 1 and 10) and (networking_score is null or networking_score between 1 and 10) and (staff_score is null or staff_score between 1 and 10) and (value_score is null or value_score between 1 and 10));--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "partner_reply";--> statement-breakpoint
CREATE TABLE "event_review_summaries" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"average" numeric(4, 2) NOT NULL,
	"venue" numeric(4, 2),
	"content" numeric(4, 2),
	"networking" numeric(4, 2),
	"staff" numeric(4, 2),
	"value_for_money" numeric(4, 2)
);
--> statement-breakpoint
ALTER TABLE "event_review_summaries" ADD CONSTRAINT "event_review_summaries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_published_score_idx" ON "reviews" USING btree ("event_id","score","created_at","id") WHERE "reviews"."status" = 'published';
--> statement-breakpoint
-- Reviews written before this migration belong to the partner that owned their event then.
UPDATE reviews r SET partner_id = e.partner_id FROM events e WHERE e.id = r.event_id AND r.partner_id IS NULL;
--> statement-breakpoint
-- An event's series: the event and its earlier editions, following previous_edition_id back (each
-- edition once, so a loop written by hand cannot run forever).
CREATE FUNCTION event_series(p_event_id integer) RETURNS TABLE (event_id integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain(id) AS (
    SELECT p_event_id
    UNION
    SELECT e.previous_edition_id FROM events e JOIN chain c ON e.id = c.id WHERE e.previous_edition_id IS NOT NULL
  )
  SELECT id FROM chain
$$;
--> statement-breakpoint
-- The card's rating of an event and of every later edition of it, and the summary its page shows: the average score of the reviews
-- its page shows (published, of the event or an earlier edition, written while the event's current
-- partner owned that edition, at most 36 months old), their count, and when the oldest of them turns
-- 36 months old (the reviews worker recomputes then). Called in the transaction of every publish,
-- removal, edit and series change, and by the trigger below when an event changes ownership.
CREATE FUNCTION refresh_event_ratings(p_event_id integer, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE later(id) AS (
    SELECT p_event_id
    UNION
    SELECT e.id FROM events e JOIN later l ON e.previous_edition_id = l.id
  ),
  rated AS (
    SELECT l.id, agg.*
      FROM later l
      JOIN events o ON o.id = l.id
      CROSS JOIN LATERAL (
        SELECT avg(r.score)::numeric(4, 2) AS average, count(*)::integer AS n,
               min(r.created_at) + interval '36 months' AS refresh_at,
               avg(r.venue_score)::numeric(4, 2) AS venue, avg(r.content_score)::numeric(4, 2) AS content,
               avg(r.networking_score)::numeric(4, 2) AS networking, avg(r.staff_score)::numeric(4, 2) AS staff,
               avg(r.value_score)::numeric(4, 2) AS value_for_money
          FROM reviews r
         WHERE r.event_id IN (SELECT s.event_id FROM event_series(l.id) s)
           AND r.status = 'published'
           AND r.partner_id = o.partner_id
           AND r.created_at > p_now - interval '36 months'
      ) agg
  ),
  cards AS (
    UPDATE events e
       SET rating_average = x.average, review_count = x.n, rating_refresh_at = x.refresh_at
      FROM rated x
     WHERE e.id = x.id
       AND (e.rating_average IS DISTINCT FROM x.average OR e.review_count IS DISTINCT FROM x.n
            OR e.rating_refresh_at IS DISTINCT FROM x.refresh_at)
  ),
  gone AS (
    DELETE FROM event_review_summaries s USING rated x WHERE s.event_id = x.id AND x.n = 0
  )
  INSERT INTO event_review_summaries (event_id, review_count, average, venue, content, networking, staff, value_for_money)
  SELECT x.id, x.n, x.average, x.venue, x.content, x.networking, x.staff, x.value_for_money FROM rated x WHERE x.n > 0
  ON CONFLICT (event_id) DO UPDATE SET review_count = EXCLUDED.review_count, average = EXCLUDED.average,
    venue = EXCLUDED.venue, content = EXCLUDED.content, networking = EXCLUDED.networking, staff = EXCLUDED.staff,
    value_for_money = EXCLUDED.value_for_money;
END
$$;
--> statement-breakpoint
CREATE FUNCTION events_rating_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_event_ratings(NEW.id, now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A change of ownership hides the reviews written under the earlier owner, whoever makes the change.
CREATE TRIGGER events_rating_owner AFTER UPDATE OF partner_id ON events FOR EACH ROW
  WHEN (OLD.partner_id IS DISTINCT FROM NEW.partner_id) EXECUTE FUNCTION events_rating_owner_changed();
--> statement-breakpoint
-- The public search projection carries the card's rating in half stars, for the rating sort and filter.
CREATE OR REPLACE FUNCTION event_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'APPROVED' AND NEW.published AND NEW.partner_approved AND NEW.cancelled_at IS NULL THEN
    INSERT INTO event_search (
      event_id, start_at, end_at, start_day, end_day, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric,
      num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor,
      free_cancellation, size_rank, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids,
      attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids, rating_half_stars
    ) VALUES (
      NEW.id, NEW.start_at, NEW.end_at, (NEW.start_at AT TIME ZONE NEW.time_zone)::date, (NEW.end_at AT TIME ZONE NEW.time_zone)::date,
      NEW.duration_id, NEW.attendance_type, NEW.event_type_id, NEW.event_size_id, NEW.event_size_metric,
      NEW.num_attendees_id, NEW.num_exhibitors_id, NEW.venue_id, NEW.city_id, NEW.ticket_currency, NEW.min_ticket_price_minor,
      NEW.free_cancellation, NEW.size_rank, NEW.sector_ids, NEW.sector_subtype_ids, NEW.audience_ids, NEW.attendee_job_title_ids,
      NEW.attendee_class_ids, NEW.attendee_country_ids, NEW.exhibitor_type_ids, NEW.exhibitor_country_ids,
      -- greatest() skips a null, so an event without reviews is written null explicitly.
      CASE WHEN NEW.rating_average IS NULL THEN NULL ELSE least(10, greatest(0, round(NEW.rating_average)))::smallint END
    )
    ON CONFLICT (event_id) DO UPDATE SET
      start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, start_day = EXCLUDED.start_day, end_day = EXCLUDED.end_day,
      duration_id = EXCLUDED.duration_id,
      attendance_type = EXCLUDED.attendance_type, event_type_id = EXCLUDED.event_type_id,
      event_size_id = EXCLUDED.event_size_id, event_size_metric = EXCLUDED.event_size_metric,
      num_attendees_id = EXCLUDED.num_attendees_id, num_exhibitors_id = EXCLUDED.num_exhibitors_id,
      venue_id = EXCLUDED.venue_id, city_id = EXCLUDED.city_id, ticket_currency = EXCLUDED.ticket_currency,
      min_ticket_price_minor = EXCLUDED.min_ticket_price_minor, free_cancellation = EXCLUDED.free_cancellation,
      size_rank = EXCLUDED.size_rank, sector_ids = EXCLUDED.sector_ids, sector_subtype_ids = EXCLUDED.sector_subtype_ids,
      audience_ids = EXCLUDED.audience_ids, attendee_job_title_ids = EXCLUDED.attendee_job_title_ids,
      attendee_class_ids = EXCLUDED.attendee_class_ids, attendee_country_ids = EXCLUDED.attendee_country_ids,
      exhibitor_type_ids = EXCLUDED.exhibitor_type_ids, exhibitor_country_ids = EXCLUDED.exhibitor_country_ids,
      rating_half_stars = EXCLUDED.rating_half_stars;
    INSERT INTO event_search_text (event_id, start_at, search_vector)
    VALUES (NEW.id, NEW.start_at, coalesce(NEW.search_vector, ''::tsvector))
    ON CONFLICT (event_id) DO UPDATE SET start_at = EXCLUDED.start_at, search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM event_search WHERE event_id = NEW.id;
    DELETE FROM event_search_text WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE event_search s SET rating_half_stars = least(10, greatest(0, round(e.rating_average)))::smallint
  FROM events e WHERE e.id = s.event_id AND e.rating_average IS NOT NULL;
--> statement-breakpoint
-- The reviews already stored (sample reviews of repeat events) get their summary and rating.
SELECT refresh_event_ratings(event_id, now()) FROM (SELECT DISTINCT event_id FROM reviews) r;
