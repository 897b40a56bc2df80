ALTER TYPE "public"."ledger_account" ADD VALUE 'sponsorship_fees';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'sponsorship';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'sponsorship_credit';--> statement-breakpoint
CREATE TABLE "sponsorship_prices" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_per_day_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sponsorship_prices_one_row" CHECK ("sponsorship_prices"."id" = 1),
	CONSTRAINT "sponsorship_prices_price" CHECK ("sponsorship_prices"."price_per_day_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsorships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"price_per_day_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"bought_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"end_reason" text,
	"credited_days" integer,
	"credited_minor" bigint,
	CONSTRAINT "sponsorships_days" CHECK ("sponsorships"."last_day" >= "sponsorships"."first_day" and "sponsorships"."days" = "sponsorships"."last_day" - "sponsorships"."first_day" + 1 and "sponsorships"."amount_minor" = "sponsorships"."days" * "sponsorships"."price_per_day_minor")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "sponsorship_id" integer;--> statement-breakpoint
ALTER TABLE "sponsorship_prices" ADD CONSTRAINT "sponsorship_prices_updated_by_persons_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_bought_by_persons_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_ended_by_persons_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorships_event_idx" ON "sponsorships" USING btree ("event_id","first_day");--> statement-breakpoint
CREATE INDEX "sponsorships_partner_idx" ON "sponsorships" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorships_running_idx" ON "sponsorships" USING btree ("first_day","last_day") WHERE "sponsorships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorships_created_idx" ON "sponsorships" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sponsorship_uq" ON "ledger_entries" USING btree ("sponsorship_id","kind","account") WHERE "ledger_entries"."sponsorship_id" is not null;