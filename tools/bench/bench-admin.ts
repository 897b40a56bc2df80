// The administrator the admin benchmark signs in as (created by seed-registrations.ts).
export const BENCH_ADMIN = { email: 'admin@bench.pavilion.test', password: 'Bench-Admin-1!' };
