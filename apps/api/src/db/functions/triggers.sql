-- Every trigger, by table then name.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

-- public.attendees
CREATE TRIGGER attendees_auth_changed AFTER INSERT OR DELETE OR UPDATE OF person_id ON public.attendees FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');

-- public.audit_log
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- public.event_admin_rows
CREATE TRIGGER event_admin_rows_count AFTER INSERT OR DELETE ON public.event_admin_rows FOR EACH ROW EXECUTE FUNCTION event_admin_counts_sync();
CREATE TRIGGER event_admin_rows_count_status AFTER UPDATE OF status ON public.event_admin_rows FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION event_admin_counts_sync();
CREATE TRIGGER event_admin_rows_truncate AFTER TRUNCATE ON public.event_admin_rows FOR EACH STATEMENT EXECUTE FUNCTION event_admin_counts_clear();

-- public.event_search
CREATE TRIGGER event_search_changes_delete AFTER DELETE ON public.event_search REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION event_search_changes_log();
CREATE TRIGGER event_search_changes_insert AFTER INSERT ON public.event_search REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION event_search_changes_log();
CREATE TRIGGER event_search_changes_truncate AFTER TRUNCATE ON public.event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_changes_log();
CREATE TRIGGER event_search_changes_update AFTER UPDATE ON public.event_search REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION event_search_changes_log();
CREATE TRIGGER event_search_days_count AFTER INSERT OR DELETE ON public.event_search FOR EACH ROW EXECUTE FUNCTION event_search_days_sync();
CREATE TRIGGER event_search_days_move AFTER UPDATE OF start_at ON public.event_search FOR EACH ROW WHEN ((old.start_at IS DISTINCT FROM new.start_at)) EXECUTE FUNCTION event_search_days_sync();
CREATE TRIGGER event_search_days_truncate AFTER TRUNCATE ON public.event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_days_clear();
CREATE TRIGGER event_search_facets_count AFTER INSERT OR DELETE ON public.event_search FOR EACH ROW EXECUTE FUNCTION event_search_facets_sync();
CREATE TRIGGER event_search_facets_move AFTER UPDATE ON public.event_search FOR EACH ROW WHEN (((((old.start_at AT TIME ZONE 'UTC'::text))::date IS DISTINCT FROM ((new.start_at AT TIME ZONE 'UTC'::text))::date) OR (old.sector_ids IS DISTINCT FROM new.sector_ids) OR (old.sector_subtype_ids IS DISTINCT FROM new.sector_subtype_ids) OR (old.audience_ids IS DISTINCT FROM new.audience_ids) OR (old.attendee_job_title_ids IS DISTINCT FROM new.attendee_job_title_ids) OR (old.attendee_class_ids IS DISTINCT FROM new.attendee_class_ids) OR (old.attendee_country_ids IS DISTINCT FROM new.attendee_country_ids) OR (old.exhibitor_type_ids IS DISTINCT FROM new.exhibitor_type_ids) OR (old.exhibitor_country_ids IS DISTINCT FROM new.exhibitor_country_ids) OR (old.attendance_type IS DISTINCT FROM new.attendance_type) OR (old.event_type_id IS DISTINCT FROM new.event_type_id) OR (old.duration_id IS DISTINCT FROM new.duration_id) OR (old.num_attendees_id IS DISTINCT FROM new.num_attendees_id) OR (old.num_exhibitors_id IS DISTINCT FROM new.num_exhibitors_id) OR (old.free_cancellation IS DISTINCT FROM new.free_cancellation))) EXECUTE FUNCTION event_search_facets_sync();
CREATE TRIGGER event_search_facets_truncate AFTER TRUNCATE ON public.event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_facets_clear();

-- public.event_search_text
CREATE TRIGGER event_search_terms_keep AFTER INSERT OR DELETE ON public.event_search_text FOR EACH ROW EXECUTE FUNCTION event_search_terms_sync();
CREATE TRIGGER event_search_terms_move AFTER UPDATE ON public.event_search_text FOR EACH ROW WHEN (((old.search_vector IS DISTINCT FROM new.search_vector) OR (old.start_at IS DISTINCT FROM new.start_at) OR (old.event_id IS DISTINCT FROM new.event_id))) EXECUTE FUNCTION event_search_terms_sync();
CREATE TRIGGER event_search_terms_truncate AFTER TRUNCATE ON public.event_search_text FOR EACH STATEMENT EXECUTE FUNCTION event_search_terms_clear();

-- public.events
CREATE TRIGGER events_admin_rows_insert AFTER INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION event_admin_rows_sync();
CREATE TRIGGER events_admin_rows_update AFTER UPDATE OF partner_id, status, start_at, max_attendees, name, tagline ON public.events FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.status IS DISTINCT FROM new.status) OR (old.start_at IS DISTINCT FROM new.start_at) OR (old.max_attendees IS DISTINCT FROM new.max_attendees) OR ((old.name)::text IS DISTINCT FROM (new.name)::text) OR ((old.tagline)::text IS DISTINCT FROM (new.tagline)::text))) EXECUTE FUNCTION event_admin_rows_sync();
CREATE TRIGGER events_partner_approved BEFORE INSERT OR UPDATE OF partner_id ON public.events FOR EACH ROW EXECUTE FUNCTION events_partner_approved();
CREATE TRIGGER events_rating_owner AFTER UPDATE OF partner_id ON public.events FOR EACH ROW WHEN ((old.partner_id IS DISTINCT FROM new.partner_id)) EXECUTE FUNCTION events_rating_owner_changed();
CREATE TRIGGER events_registrations_name AFTER UPDATE OF name ON public.events FOR EACH ROW WHEN (((old.name)::text IS DISTINCT FROM (new.name)::text)) EXECUTE FUNCTION order_registrations_event_name();
CREATE TRIGGER events_search_sync AFTER INSERT OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION event_search_sync();

-- public.invoices
CREATE TRIGGER invoices_issued_once BEFORE DELETE OR UPDATE ON public.invoices FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON public.invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_change();

-- public.order_registrations
CREATE TRIGGER order_registrations_count AFTER INSERT OR DELETE ON public.order_registrations FOR EACH ROW EXECUTE FUNCTION order_registration_counts_sync();
CREATE TRIGGER order_registrations_truncate AFTER TRUNCATE ON public.order_registrations FOR EACH STATEMENT EXECUTE FUNCTION order_registration_counts_clear();

-- public.orders
CREATE TRIGGER orders_paid_sales_sync AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) AND ((old.status = 'paid'::order_status) OR (new.status = 'paid'::order_status)))) EXECUTE FUNCTION orders_sales_sync();
CREATE TRIGGER orders_partner BEFORE INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION orders_partner();
CREATE TRIGGER orders_registrations_insert AFTER INSERT ON public.orders FOR EACH ROW WHEN ((new.status = 'paid'::order_status)) EXECUTE FUNCTION order_registrations_sync();
CREATE TRIGGER orders_registrations_update AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) AND ((new.status = 'paid'::order_status) OR (old.status = 'paid'::order_status)))) EXECUTE FUNCTION order_registrations_sync();

-- public.partner_members
CREATE TRIGGER partner_members_auth_changed AFTER INSERT OR DELETE OR UPDATE ON public.partner_members FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');

-- public.partners
CREATE TRIGGER partners_events_sync AFTER UPDATE OF current_vetting_status ON public.partners FOR EACH ROW WHEN ((old.current_vetting_status IS DISTINCT FROM new.current_vetting_status)) EXECUTE FUNCTION partner_events_sync();

-- public.persons
CREATE TRIGGER persons_auth_changed AFTER DELETE OR UPDATE OF email, first_name, surname, is_admin ON public.persons FOR EACH ROW EXECUTE FUNCTION auth_context_changed('id');

-- public.sessions
CREATE TRIGGER sessions_auth_changed AFTER DELETE OR UPDATE OF person_id, expires_at, revoked_at ON public.sessions FOR EACH ROW EXECUTE FUNCTION auth_context_changed('person_id');

-- public.ticket_types
CREATE TRIGGER ticket_types_admin_sold_delete AFTER DELETE ON public.ticket_types FOR EACH ROW WHEN ((old.sold <> 0)) EXECUTE FUNCTION event_admin_rows_sold();
CREATE TRIGGER ticket_types_admin_sold_insert AFTER INSERT ON public.ticket_types FOR EACH ROW WHEN ((new.sold <> 0)) EXECUTE FUNCTION event_admin_rows_sold();
CREATE TRIGGER ticket_types_admin_sold_update AFTER UPDATE OF sold, event_id ON public.ticket_types FOR EACH ROW WHEN (((old.sold IS DISTINCT FROM new.sold) OR (old.event_id IS DISTINCT FROM new.event_id))) EXECUTE FUNCTION event_admin_rows_sold();

-- public.tickets
CREATE TRIGGER tickets_count_orders AFTER INSERT ON public.tickets REFERENCING NEW TABLE AS new_tickets FOR EACH STATEMENT EXECUTE FUNCTION tickets_count_orders();
CREATE TRIGGER tickets_refund_terms BEFORE INSERT ON public.tickets FOR EACH ROW WHEN ((new.refund_terms IS NULL)) EXECUTE FUNCTION tickets_refund_terms();
CREATE TRIGGER tickets_sales_cancel AFTER UPDATE ON public.tickets REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets FOR EACH STATEMENT EXECUTE FUNCTION tickets_sales_cancel();
