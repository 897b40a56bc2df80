-- Tickets named later: a ticket's attendee columns may all be null (bought to be named later), its holder
-- version (on its QR code, counted up when it is named or changes hands) and the account it was given to;
-- the event's cutoff for changes of attendee (24 hours before the start by default) and the buyers'
-- naming reminders, one row per order and reminder.
CREATE TYPE "public"."naming_reminder_kind" AS ENUM('week', 'day');--> statement-breakpoint
CREATE TABLE "ticket_naming_reminders" (
	"order_id" uuid NOT NULL,
	"kind" "naming_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_naming_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "surname" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "job_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendee_change_cutoff_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_person_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_naming_reminders" ADD CONSTRAINT "ticket_naming_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_person_id_persons_id_fk" FOREIGN KEY ("holder_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_person_idx" ON "tickets" USING btree ("holder_person_id") WHERE "tickets"."holder_person_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_unnamed_idx" ON "tickets" USING btree ("event_id") WHERE "tickets"."first_name" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendee_change_cutoff" CHECK ("events"."attendee_change_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_whole" CHECK (("tickets"."first_name" is null) = ("tickets"."surname" is null) and ("tickets"."first_name" is null) = ("tickets"."email" is null) and ("tickets"."first_name" is null) = ("tickets"."company" is null) and ("tickets"."first_name" is null) = ("tickets"."job_title" is null));