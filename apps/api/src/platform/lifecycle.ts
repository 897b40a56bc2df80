// The process's life as a load balancer and an orchestrator see it: starting (search still loading its
// copy), ready, then draining once a stop begins (SIGTERM). Readiness (GET /api/health/ready) reads
// it; the stop runs the steps registered with `onShutdown` once HTTP has stopped taking requests and the
// ones in flight have their answers (a worker finishes the job it is running there).
import type { Logger } from 'pino';

export type Readiness = 'ready' | 'loading' | 'draining';

export interface ShutdownStep {
  /** Names the step in the log ('jobs'). */
  name: string;
  /** Resolves when the work it owns is finished or handed back (a running job done, the queue stopped). */
  stop: () => Promise<void>;
}

export class Lifecycle {
  private drainingSince: number | null = null;
  private readonly steps: ShutdownStep[] = [];
  private readonly loading = new Set<() => boolean>();

  /** Whether a stop has begun: readiness answers 503 and answers close their connection. */
  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Marks the process as stopping; idempotent. */
  drain(now = Date.now()): void {
    this.drainingSince ??= now;
  }

  /**
   * Something the process is not ready without (search's copy while it loads): readiness answers
   * 'loading' while `isLoading()` is true.
   */
  whileLoading(isLoading: () => boolean): void {
    this.loading.add(isLoading);
  }

  readiness(): Readiness {
    if (this.draining) return 'draining';
    for (const isLoading of this.loading) if (isLoading()) return 'loading';
    return 'ready';
  }

  /**
   * Work to finish before the process exits, run at shutdown once HTTP has stopped taking requests
   * and answered the ones in flight, before the database closes. Steps run one after another in the
   * order they were registered; one that fails is logged and the next still runs.
   */
  onShutdown(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
  }

  /** Runs the registered steps (the server's stop calls it once). */
  async runShutdownSteps(logger: Logger): Promise<void> {
    for (const step of this.steps) {
      try {
        await step.stop();
        logger.info({ step: step.name }, 'shutdown step finished');
      } catch (err) {
        logger.error({ err, step: step.name }, 'shutdown step failed');
      }
    }
  }
}
