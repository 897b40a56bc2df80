CREATE TYPE "public"."promo_code_kind" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TABLE "marketplace_offer" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"percentage" smallint NOT NULL,
	"headline" text NOT NULL,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by_person_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_offer_one_row" CHECK ("marketplace_offer"."id" = 1),
	CONSTRAINT "marketplace_offer_percentage" CHECK ("marketplace_offer"."percentage" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" "promo_code_kind" NOT NULL,
	"percent_off" smallint,
	"amount_off_minor" bigint,
	"currency" varchar(3) NOT NULL,
	"ticket_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percentage' and "promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off_minor" is null) or ("promo_codes"."kind" = 'fixed' and "promo_codes"."amount_off_minor" > 0 and "promo_codes"."percent_off" is null)),
	CONSTRAINT "promo_codes_used" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."usage_limit" is null or "promo_codes"."used" <= "promo_codes"."usage_limit")),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offer" ADD CONSTRAINT "marketplace_offer_updated_by_person_id_persons_id_fk" FOREIGN KEY ("updated_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_uq" ON "promo_codes" USING btree ("event_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_event_idx" ON "promo_codes" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_discount_range" CHECK ("tickets"."discount_minor" between 0 and "tickets"."price_minor");