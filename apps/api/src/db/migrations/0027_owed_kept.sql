CREATE TABLE "owed_by_event" (
	"partner_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"event_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "owed_by_event_partner_id_currency_event_id_pk" PRIMARY KEY("partner_id","currency","event_id")
);
--> statement-breakpoint
CREATE TABLE "payout_statement_totals" (
	"payout_id" uuid NOT NULL,
	"event_id" integer,
	"kind" "ledger_kind" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"plan_charge_id" integer,
	"amount_minor" bigint NOT NULL,
	"first_line_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsettled_payables" (
	"ledger_entry_id" bigint PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"event_id" integer,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owed_by_event" ADD CONSTRAINT "owed_by_event_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_by_event" ADD CONSTRAINT "owed_by_event_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statement_totals" ADD CONSTRAINT "payout_statement_totals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statement_totals" ADD CONSTRAINT "payout_statement_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statement_totals" ADD CONSTRAINT "payout_statement_totals_plan_charge_id_plan_charges_id_fk" FOREIGN KEY ("plan_charge_id") REFERENCES "public"."plan_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsettled_payables" ADD CONSTRAINT "unsettled_payables_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsettled_payables" ADD CONSTRAINT "unsettled_payables_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsettled_payables" ADD CONSTRAINT "unsettled_payables_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statement_totals_uq" ON "payout_statement_totals" USING btree ("payout_id",coalesce("event_id", 0),"kind","account",coalesce("plan_charge_id", 0));--> statement-breakpoint
CREATE INDEX "unsettled_payables_partner_idx" ON "unsettled_payables" USING btree ("partner_id","event_id");--> statement-breakpoint
CREATE INDEX "unsettled_payables_plan_fees_idx" ON "unsettled_payables" USING btree ("created_at") WHERE "unsettled_payables"."event_id" is null;--> statement-breakpoint
-- What is owed and not yet in a payout, from the ledger as it stands (kinds compared as text: 0026
-- adds a kind in the same transaction).
INSERT INTO "unsettled_payables" ("ledger_entry_id", "partner_id", "currency", "event_id", "amount_minor", "created_at")
SELECT l."id", l."partner_id", l."currency", o."event_id", l."amount_minor", l."created_at"
FROM "ledger_entries" l LEFT JOIN "orders" o ON o."id" = l."order_id"
WHERE l."account"::text = 'partner_payable' AND l."kind"::text <> 'payout'
  AND NOT EXISTS (SELECT 1 FROM "payout_lines" pl WHERE pl."ledger_entry_id" = l."id");--> statement-breakpoint
INSERT INTO "owed_by_event" ("partner_id", "currency", "event_id", "amount_minor", "lines")
SELECT "partner_id", "currency", "event_id", sum("amount_minor"), count(*)
FROM "unsettled_payables" WHERE "event_id" IS NOT NULL
GROUP BY "partner_id", "currency", "event_id";--> statement-breakpoint
-- The statements of the payouts made so far.
INSERT INTO "payout_statement_totals" ("payout_id", "event_id", "kind", "account", "plan_charge_id", "amount_minor", "first_line_id")
SELECT pl."payout_id", o."event_id", le."kind", le."account", p."plan_charge_id", sum(le."amount_minor"), min(p."id")
FROM "payout_lines" pl
JOIN "ledger_entries" p ON p."id" = pl."ledger_entry_id"
JOIN "ledger_entries" le ON le."transaction_id" = p."transaction_id" AND le."account"::text <> 'partner_payable'
LEFT JOIN "orders" o ON o."id" = p."order_id"
GROUP BY pl."payout_id", o."event_id", le."kind", le."account", p."plan_charge_id";
--> statement-breakpoint
-- The same rule as before (the day after the event ends in UTC, plus 3 business days), as one SQL
-- expression the planner inlines into the queries that read it for every event with money waiting,
-- instead of a PL/pgSQL loop called per row. Ending Mon-Sun: +3, +3, +5, +5, +5, +4, +3 days.
CREATE OR REPLACE FUNCTION payout_payable_at(ends_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (((ends_at AT TIME ZONE 'UTC')::date
    + (ARRAY[3, 3, 5, 5, 5, 4, 3])[extract(isodow FROM (ends_at AT TIME ZONE 'UTC')::date)::int])::timestamp AT TIME ZONE 'UTC')
$$;
