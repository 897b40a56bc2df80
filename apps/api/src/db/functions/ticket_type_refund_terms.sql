-- The function ticket_type_refund_terms.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.ticket_type_refund_terms(p_type_id integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
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
$function$;
