CREATE TABLE "event_view_visitors" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"visitor" varchar(32) NOT NULL,
	CONSTRAINT "event_view_visitors_day_event_id_visitor_pk" PRIMARY KEY("day","event_id","visitor")
);
