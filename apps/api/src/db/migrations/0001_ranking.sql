CREATE TABLE "event_click_days" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_click_days_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "event_click_visitors" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"visitor" varchar(32) NOT NULL,
	CONSTRAINT "event_click_visitors_day_event_id_visitor_pk" PRIMARY KEY("day","event_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "event_rank_factors" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"clicks" integer NOT NULL,
	"bookings" integer NOT NULL,
	"net_bookings" integer NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"score" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_rank_factors_score" CHECK ("event_rank_factors"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_rank_factors" ADD CONSTRAINT "event_rank_factors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;