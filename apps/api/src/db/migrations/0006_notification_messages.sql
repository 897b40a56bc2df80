-- A notification keeps its subject and text as messages (key and values), read in the language of its
-- reader when read; subject and text stay, in English, for the rows written before (docs/decisions/0259-stored-texts-are-kept-as-messages-and-read-in.md,
-- "Stored texts are kept as messages and read in their reader's language").
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;
