-- The function order_registration_counts_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_registration_counts_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE order_registration_counts c SET registrations = coalesce(n.rows, 0)
  FROM generate_series(0, 15) AS s(shard)
  LEFT JOIN (SELECT hashtext(order_id::text) & 15 AS shard, count(*) AS rows FROM order_registrations GROUP BY 1) n
    USING (shard)
  WHERE c.shard = s.shard;
$function$;
