CREATE TABLE "person_sanctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"reason" text NOT NULL,
	"by_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by_person_id" integer,
	"lift_reason" text,
	CONSTRAINT "person_sanctions_kind" CHECK ("person_sanctions"."kind" in ('REGISTRATIONS', 'SIGN_IN')),
	CONSTRAINT "person_sanctions_lift_whole" CHECK (("person_sanctions"."lifted_at" is null) = ("person_sanctions"."lift_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "person_sanctions" ADD CONSTRAINT "person_sanctions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_sanctions" ADD CONSTRAINT "person_sanctions_by_person_id_persons_id_fk" FOREIGN KEY ("by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_sanctions" ADD CONSTRAINT "person_sanctions_lifted_by_person_id_persons_id_fk" FOREIGN KEY ("lifted_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_sanctions_person_idx" ON "person_sanctions" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "person_sanctions_one_active_uq" ON "person_sanctions" USING btree ("person_id","kind") WHERE "person_sanctions"."lifted_at" is null;
