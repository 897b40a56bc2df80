ALTER TABLE "events" ADD COLUMN "damage_max_minor" bigint;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "damage_policy_text" varchar(500);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_damage_policy" CHECK (("events"."damage_max_minor" is null) = ("events"."damage_policy_text" is null) and ("events"."damage_max_minor" is null or "events"."damage_max_minor" > 0));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "damage_consent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "damage_max_minor" bigint;
--> statement-breakpoint
ALTER TABLE "damage_claims" ADD COLUMN "paid_with" varchar(20);
--> statement-breakpoint
UPDATE "damage_claims" SET "paid_with" = 'saved_card' WHERE "status" in ('agreed', 'upheld', 'charged', 'charge_failed');
--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_paid_with" CHECK ("damage_claims"."paid_with" is null or "damage_claims"."paid_with" in ('saved_card', 'payment_link'));
