CREATE TYPE "public"."review_report_reason" AS ENUM('OFFENSIVE', 'FALSE', 'ADVERTISING', 'PERSONAL_DATA', 'OTHER');--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"reason" "review_report_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_sanctions" DROP CONSTRAINT "person_sanctions_kind";--> statement-breakpoint
DROP INDEX "review_strikes_review_uq";--> statement-breakpoint
ALTER TABLE "person_sanctions" ADD COLUMN "strike_id" integer;--> statement-breakpoint
ALTER TABLE "review_strikes" ADD COLUMN "reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_reader_uq" ON "review_reports" USING btree ("review_id","person_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_strikes_review_uq" ON "review_strikes" USING btree ("review_id","reply");--> statement-breakpoint
ALTER TABLE "person_sanctions" ADD CONSTRAINT "person_sanctions_kind" CHECK ("person_sanctions"."kind" in ('REGISTRATIONS', 'SIGN_IN', 'SUPPORT'));--> statement-breakpoint
-- The content guidelines of 27 November 2026 (libs/domain/src/legal/documents.ts): what the product now does
-- (readers report a review, account suspensions, appeals, withdrawals), adding no duty, so published as not
-- significant and in force from their day: nobody is asked to accept them again.
INSERT INTO "legal_document_versions" ("document", "version", "day", "significant", "applies_from", "published_at") VALUES
	('content-guidelines', '2026-11-27', '2026-11-27', false, '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')
ON CONFLICT DO NOTHING;
