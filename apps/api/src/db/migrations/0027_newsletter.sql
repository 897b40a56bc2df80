CREATE TABLE "newsletter_sends" (
	"email" varchar(254) NOT NULL,
	"month" varchar(7) NOT NULL,
	"person_id" integer,
	"subscription_id" integer,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_email_month_pk" PRIMARY KEY("email","month")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Subscriptions from before double opt-in keep confirmed_at null: nothing shows their owners asked, so
-- they get no newsletter and no confirmation email (docs/decisions/0312).
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "list_unsubscribe" varchar(600);--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE set null ON UPDATE no action;