DROP INDEX "bank_accounts_payout_uq";--> statement-breakpoint
UPDATE "bank_accounts" SET "is_payout" = true WHERE "id" IN (
	SELECT DISTINCT ON ("partner_id", "currency") "id" FROM "bank_accounts" a
	WHERE NOT EXISTS (
		SELECT 1 FROM "bank_accounts" p
		WHERE p."partner_id" = a."partner_id" AND p."currency" = a."currency" AND p."is_payout"
	)
	ORDER BY "partner_id", "currency", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_payout_uq" ON "bank_accounts" USING btree ("partner_id","currency") WHERE "bank_accounts"."is_payout";
