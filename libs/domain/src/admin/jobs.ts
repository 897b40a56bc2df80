// The background work as the console reads it: each kind's rounds (queued, retrying, running,
// completed in the last hour, failed with their error) and an administrator's retry of a failed one.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { JOB_MESSAGES } from '../messages/jobs';

/** A round's state: waiting its turn, failed and waiting for its retry, running, done, or failed after its retries. */
export const JOB_STATES = ['queued', 'retrying', 'running', 'completed', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];
export const JOB_STATE_FILTERS = [...JOB_STATES, 'all'] as const;
export type TJobStateFilter = (typeof JOB_STATE_FILTERS)[number];

/** A kind's name, as its queue is called ('hold-expiry'). */
export const ZJobKind = z
  .string({ error: () => JOB_MESSAGES.kindInvalid })
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: () => JOB_MESSAGES.kindInvalid })
  .max(60, { error: () => JOB_MESSAGES.kindInvalid });

/** GET /api/admin/jobs: newest first, of one kind or all, in one state or all. */
export const ZAdminJobsQuery = zListQuery({
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    kind: ZJobKind.optional(),
    state: z.enum(JOB_STATE_FILTERS, { error: () => JOB_MESSAGES.stateFilter }).default('all'),
  },
});
export type TAdminJobsQuery = z.output<typeof ZAdminJobsQuery>;
export type TAdminJobsQueryInput = z.input<typeof ZAdminJobsQuery>;

export const ZAdminJob = z.object({
  id: ZUuid,
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Retries so far (0 for a round that ran once or not yet). */
  retries: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
  /** When it runs (or ran) at the earliest: a retry's backoff puts it later. */
  runAfter: ZIsoDateTime,
  startedAt: ZIsoDateTime.nullable(),
  completedAt: ZIsoDateTime.nullable(),
  /** A failed or retrying round's error message. */
  error: z.string().nullable(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;
export const ZAdminJobPage = zPaged(ZAdminJob);
export type TAdminJobPage = z.infer<typeof ZAdminJobPage>;

/** GET /api/admin/jobs/kinds: each kind with its rounds counted by state (completed: in the last hour). */
export const ZAdminJobKind = z.object({
  kind: z.string(),
  counts: z.object(
    Object.fromEntries(JOB_STATES.map((s) => [s, z.number().int().nonnegative()])) as {
      [S in TJobState]: z.ZodNumber;
    },
  ),
});
export type TAdminJobKind = z.infer<typeof ZAdminJobKind>;
export const ZAdminJobKinds = z.object({ items: z.array(ZAdminJobKind) });
export type TAdminJobKinds = z.infer<typeof ZAdminJobKinds>;

export const ZAdminJobParams = z.object({ kind: ZJobKind, id: ZUuid });
