// What the background work's admin routes say.
import { defineMessages } from '../i18n';

export const JOB_MESSAGES = defineMessages('jobs', {
  stateFilter: 'State must be one of: queued, retrying, running, completed, failed, all',
  kindInvalid: 'kind must be the name of a kind of background work (lowercase words joined by -)',
  jobNotFound: 'No such job of this kind',
  notFailed: 'Only a failed job can be retried',
  alreadyWaiting: 'A round of this kind is already waiting to run: it does the same work',
  notRunning: 'The job queue is not started on this instance',
});
