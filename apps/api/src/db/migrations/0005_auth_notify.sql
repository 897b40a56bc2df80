-- API instances keep the auth context of a session in memory (platform/session-cache.ts). Any change
-- to a row that decides one (the session itself, the person's name, email and admin flag, the
-- attendee and partner-membership rows) tells every instance, on commit: NOTIFY pavilion_auth with the
-- person's id. TG_ARGV[0] names the table's person column. Identical notifications of one transaction
-- are sent once, so revoking all of a person's sessions is one message.
CREATE FUNCTION auth_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('pavilion_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('pavilion_auth', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF person_id, expires_at, revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');
--> statement-breakpoint
CREATE TRIGGER persons_auth_changed AFTER UPDATE OF email, first_name, surname, is_admin OR DELETE ON persons
  FOR EACH ROW EXECUTE FUNCTION auth_context_changed('id');
--> statement-breakpoint
CREATE TRIGGER attendees_auth_changed AFTER INSERT OR UPDATE OF person_id OR DELETE ON attendees
  FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');
--> statement-breakpoint
CREATE TRIGGER partner_members_auth_changed AFTER INSERT OR UPDATE OR DELETE ON partner_members
  FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');
