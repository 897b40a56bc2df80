-- An order's change of status writes two kinds of figures through its triggers: the sales figures per
-- ticket type, event and partner (orders_sales_sync), and the registrations with their 16 count shards
-- (orders_registrations_update). PostgreSQL fires the triggers of one event in the order of their names,
-- so a payment wrote the registrations first and the sales second, while a cancellation writes the
-- sales first (its tickets' trigger, tickets_sales_cancel) and the registrations second: a payment and a
-- cancellation on one event could each hold what the other waited for. Renamed so that the sales
-- figures come first on every path (platform/locks.ts, level 5).
ALTER TRIGGER orders_sales_sync ON orders RENAME TO orders_paid_sales_sync;
