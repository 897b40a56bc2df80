-- A ticket keeps the refund periods it was ordered under: its ticket type's policy, or the periods of
-- that policy, may change later and only later orders follow (modules/refunds/terms.ts refunds by the
-- ticket's own copy). Every way a ticket is written (the order service, place_orders(), the demo seed,
-- test fixtures) leaves the column out, and the trigger copies the ticket type's periods at that moment,
-- in the policy's order; [] when the type has no policy. The existing tickets take their type's
-- periods of today, the only terms known for them.
ALTER TABLE "tickets" ADD COLUMN "refund_terms" jsonb;--> statement-breakpoint
CREATE FUNCTION ticket_type_refund_terms(p_type_id int) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    jsonb_agg(
      jsonb_build_object(
        'percentageRefund', p.percentage_refund,
        'startDaysBeforeEvent', p.start_days_before_event,
        'endDaysBeforeEvent', p.end_days_before_event
      ) ORDER BY p.position, p.id
    ),
    '[]'::jsonb
  )
  FROM ticket_types tt
  JOIN cancellation_policy_periods p ON p.policy_id = tt.cancellation_policy_id
  WHERE tt.id = p_type_id
$$;--> statement-breakpoint
CREATE FUNCTION tickets_refund_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.refund_terms := ticket_type_refund_terms(NEW.ticket_type_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Terms written by the insert itself (a test's older ticket) are kept.
CREATE TRIGGER tickets_refund_terms BEFORE INSERT ON tickets FOR EACH ROW
  WHEN (NEW.refund_terms IS NULL) EXECUTE FUNCTION tickets_refund_terms();--> statement-breakpoint
UPDATE tickets t SET refund_terms = x.terms
FROM (SELECT id, ticket_type_refund_terms(id) AS terms FROM ticket_types) x
WHERE t.ticket_type_id = x.id;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "refund_terms" SET NOT NULL;
