CREATE TABLE "legal_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"document" varchar(40) NOT NULL,
	"version" varchar(40) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document" varchar(40) NOT NULL,
	"version" varchar(40) NOT NULL,
	"day" varchar(10) NOT NULL,
	"significant" boolean DEFAULT false NOT NULL,
	"applies_from" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_notices" (
	"version_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_notices_version_id_person_id_pk" PRIMARY KEY("version_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_published_by_persons_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_version_id_legal_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_acceptances_uq" ON "legal_acceptances" USING btree ("person_id","document","version");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_uq" ON "legal_document_versions" USING btree ("document","version");--> statement-breakpoint
CREATE INDEX "legal_document_versions_applies_idx" ON "legal_document_versions" USING btree ("document","applies_from");--> statement-breakpoint
INSERT INTO "legal_document_versions" ("document", "version", "day", "significant", "applies_from", "published_at") VALUES
	('customer-terms', '28 January 2025', '2025-01-28', false, '2025-01-28T00:00:00Z', '2025-01-28T00:00:00Z'),
	('privacy-notice', '2025-01-28', '2025-01-28', false, '2025-01-28T00:00:00Z', '2025-01-28T00:00:00Z'),
	('content-guidelines', '2025-01-28', '2025-01-28', false, '2025-01-28T00:00:00Z', '2025-01-28T00:00:00Z'),
	('partner-contract', '2025.1', '2025-01-28', false, '2025-01-28T00:00:00Z', '2025-01-28T00:00:00Z');
