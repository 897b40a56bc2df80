-- The ticket widget: its colours per event, and where an order came from (source widget) for the insights.
ALTER TABLE "events" ADD COLUMN "widget_accent" varchar(7);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "widget_accent_text" varchar(7);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" varchar(20);--> statement-breakpoint
CREATE INDEX "orders_partner_source_idx" ON "orders" USING btree ("partner_id","source","paid_at") WHERE "orders"."source" is not null and "orders"."status" = 'paid';