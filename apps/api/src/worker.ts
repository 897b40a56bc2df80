// npm run worker: the background work (platform/jobs) without HTTP, on the PostgreSQL of DATABASE_URL.
import { runProcess } from './run';

runProcess('worker');
