-- The customer terms and the privacy notice of 27 November 2026 (libs/domain/src/legal/documents.ts):
-- corrections that describe what the product already does and add no right or duty (docs/decisions/0302),
-- so published as not significant, in force from their day: nobody is asked to accept them again.
INSERT INTO "legal_document_versions" ("document", "version", "day", "significant", "applies_from", "published_at") VALUES
	('customer-terms', '27 November 2026', '2026-11-27', false, '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z'),
	('privacy-notice', '2026-11-27', '2026-11-27', false, '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')
ON CONFLICT DO NOTHING;
