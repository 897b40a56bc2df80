CREATE TABLE "email_digests" (
	"person_id" integer NOT NULL,
	"day" date NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_digests_person_id_day_pk" PRIMARY KEY("person_id","day")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sent_under" varchar(30);--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_digests_person_until_idx" ON "email_digests" USING btree ("person_id","until");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;