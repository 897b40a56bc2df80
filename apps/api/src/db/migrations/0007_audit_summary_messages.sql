-- An audit entry keeps its summary as a message (key and values) beside the English summary, so the
-- console reads it in the administrator's language; rows written before have neither (adding columns
-- changes no row: the append-only triggers refuse only UPDATE, DELETE and TRUNCATE).
ALTER TABLE "audit_log" ADD COLUMN "summary_key" varchar(200);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_values" jsonb;