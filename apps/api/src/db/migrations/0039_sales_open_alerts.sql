CREATE TABLE "sales_open_alerts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"sales_start_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_open_alerts" ADD CONSTRAINT "sales_open_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;