// The product's process: HTTP and the background work, or one of them by PAVILION_ROLE.
import { runProcess } from './run';

runProcess();
