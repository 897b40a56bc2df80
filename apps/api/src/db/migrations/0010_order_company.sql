-- The company a buyer buys for at checkout, printed on the invoice: name, billing address, country, VAT number
-- (and whether VIES confirmed it) and purchase order or reference; all null for an order bought for no company.
CREATE TYPE "public"."vat_number_check" AS ENUM('valid', 'unavailable', 'not_checked');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_address" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_vat_check" "vat_number_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company" CHECK (("orders"."company_name" is null) = ("orders"."company_address" is null) and ("orders"."company_name" is null) = ("orders"."company_country_code" is null) and ("orders"."company_vat_number" is null) = ("orders"."company_vat_check" is null) and ("orders"."company_name" is not null or ("orders"."company_vat_number" is null and "orders"."company_reference" is null)));