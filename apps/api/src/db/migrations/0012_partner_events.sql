CREATE TABLE "event_sales_days" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"partner_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_sales_days_event_id_day_currency_pk" PRIMARY KEY("event_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "event_sales_totals" (
	"event_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"partner_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_sales_totals_event_id_currency_pk" PRIMARY KEY("event_id","currency")
);
--> statement-breakpoint
CREATE TABLE "event_view_days" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"partner_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_view_days_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "partner_sales_days" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_sales_days_partner_id_day_currency_pk" PRIMARY KEY("partner_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "partner_view_days" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_view_days_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "ticket_type_sales_days" (
	"ticket_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_type_sales_days_ticket_type_id_day_pk" PRIMARY KEY("ticket_type_id","day")
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"sent_by" integer,
	"subject" varchar(150) NOT NULL,
	"text" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "event_versions_event_idx";--> statement-breakpoint
DROP INDEX "events_public_start_idx";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_documents" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_images" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_versions" ADD COLUMN "status" "vetting_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_versions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "partner_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "start_day" date;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "end_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ticket_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_sent_by_persons_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sales_days_partner_idx" ON "event_sales_days" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "event_sales_totals_partner_idx" ON "event_sales_totals" USING btree ("partner_id","tickets" DESC NULLS LAST,"event_id");--> statement-breakpoint
CREATE INDEX "ticket_type_sales_days_event_idx" ON "ticket_type_sales_days" USING btree ("event_id","day");--> statement-breakpoint
CREATE INDEX "event_messages_partner_idx" ON "event_messages" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_versions_event_version_uq" ON "event_versions" USING btree ("event_id","version");--> statement-breakpoint
CREATE INDEX "event_versions_pending_idx" ON "event_versions" USING btree ("created_at") WHERE "event_versions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "events_partner_start_idx" ON "events" USING btree ("partner_id","start_at","id");--> statement-breakpoint
CREATE INDEX "events_partner_name_idx" ON "events" USING btree ("partner_id","name","id");--> statement-breakpoint
CREATE INDEX "ticket_types_policy_idx" ON "ticket_types" USING btree ("cancellation_policy_id");--> statement-breakpoint
CREATE INDEX "orders_partner_paid_idx" ON "orders" USING btree ("partner_id","paid_at","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_partner_total_idx" ON "orders" USING btree ("partner_id","total_minor","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_partner_tickets_idx" ON "orders" USING btree ("partner_id","ticket_count","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_event_paid_idx" ON "orders" USING btree ("event_id","paid_at","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "events_public_start_idx" ON "events" USING btree ("start_at","id") WHERE "events"."status" = 'APPROVED' and "events"."published" and "events"."partner_approved";