-- Platform fee changes announced ahead: a raise applies no sooner than 30 days after partners are told.
CREATE TABLE "platform_fee_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_fee_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"percent_basis_points" integer,
	"fixed_per_ticket" numeric(12, 2),
	"applies_from" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_changes_rate" CHECK (("platform_fee_changes"."percent_basis_points" is null) = ("platform_fee_changes"."fixed_per_ticket" is null) and ("platform_fee_changes"."percent_basis_points" is null or ("platform_fee_changes"."percent_basis_points" between 0 and 10000 and "platform_fee_changes"."fixed_per_ticket" >= 0)))
);
--> statement-breakpoint
ALTER TABLE "platform_fee_changes" ADD CONSTRAINT "platform_fee_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_fee_changes_due" ON "platform_fee_changes" USING btree ("applies_from") WHERE "platform_fee_changes"."applied_at" is null;