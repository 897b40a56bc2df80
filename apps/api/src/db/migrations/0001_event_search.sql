CREATE TABLE "event_search" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_id" smallint NOT NULL,
	"attendance_type" smallint NOT NULL,
	"event_type_id" integer,
	"event_size_id" integer,
	"event_size_metric" "event_size_metric" NOT NULL,
	"num_attendees_id" integer,
	"num_exhibitors_id" integer,
	"venue_id" integer,
	"city_id" integer,
	"ticket_currency" varchar(3) NOT NULL,
	"min_ticket_price_minor" bigint,
	"free_cancellation" boolean NOT NULL,
	"size_rank" integer NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"sector_subtype_ids" integer[] NOT NULL,
	"audience_ids" integer[] NOT NULL,
	"attendee_job_title_ids" integer[] NOT NULL,
	"attendee_class_ids" integer[] NOT NULL,
	"attendee_country_ids" integer[] NOT NULL,
	"exhibitor_type_ids" integer[] NOT NULL,
	"exhibitor_country_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_search_days" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_search_text" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_search" ADD CONSTRAINT "event_search_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_search_text" ADD CONSTRAINT "event_search_text_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_search_start_idx" ON "event_search" USING btree ("start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_size_asc_idx" ON "event_search" USING btree ((nullif("size_rank", 0)) asc nulls last,"start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_size_desc_idx" ON "event_search" USING btree ((nullif("size_rank", 0)) desc nulls last,"start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_price_asc_idx" ON "event_search" USING btree ("min_ticket_price_minor","start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_price_desc_idx" ON "event_search" USING btree ("min_ticket_price_minor" DESC NULLS LAST,"start_at","event_id");--> statement-breakpoint
CREATE INDEX "event_search_currency_price_idx" ON "event_search" USING btree ("ticket_currency","min_ticket_price_minor","start_at");--> statement-breakpoint
CREATE INDEX "event_search_city_idx" ON "event_search" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "event_search_venue_idx" ON "event_search" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "event_search_sector_ids_idx" ON "event_search" USING gin ("sector_ids");--> statement-breakpoint
CREATE INDEX "event_search_sector_subtype_ids_idx" ON "event_search" USING gin ("sector_subtype_ids");--> statement-breakpoint
CREATE INDEX "event_search_audience_ids_idx" ON "event_search" USING gin ("audience_ids");--> statement-breakpoint
CREATE INDEX "event_search_job_title_ids_idx" ON "event_search" USING gin ("attendee_job_title_ids");--> statement-breakpoint
CREATE INDEX "event_search_attendee_class_ids_idx" ON "event_search" USING gin ("attendee_class_ids");--> statement-breakpoint
CREATE INDEX "event_search_attendee_country_ids_idx" ON "event_search" USING gin ("attendee_country_ids");--> statement-breakpoint
CREATE INDEX "event_search_exhibitor_type_ids_idx" ON "event_search" USING gin ("exhibitor_type_ids");--> statement-breakpoint
CREATE INDEX "event_search_exhibitor_country_ids_idx" ON "event_search" USING gin ("exhibitor_country_ids");--> statement-breakpoint
CREATE INDEX "event_search_text_vector_idx" ON "event_search_text" USING gin ("search_vector");