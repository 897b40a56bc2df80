// Runs one process of the product in its role (PAVILION_ROLE, or the role its entry names) until SIGTERM
// or SIGINT, then stops it: main.ts (web, worker or both) and worker.ts (npm run worker).
import { ConfigError, loadConfig, type Config } from './config';
import { startServer, startWorker, type RunningServer, type RunningWorker } from './server';

export function runProcess(role?: Config['role']): void {
  Promise.resolve()
    .then((): Promise<RunningServer | RunningWorker> => {
      const config = loadConfig(role ? { ...process.env, PAVILION_ROLE: role } : process.env);
      return config.role === 'worker' ? startWorker(config) : startServer(config);
    })
    .then((running) => {
      const onSignal = (signal: string) => {
        running.logger.info({ signal }, 'signal received');
        running.stop().then(
          () => process.exit(0),
          (err) => {
            running.logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', () => onSignal('SIGTERM'));
      process.once('SIGINT', () => onSignal('SIGINT'));
    })
    .catch((err) => {
      if (err instanceof ConfigError) console.error(err.message);
      else console.error(err);
      process.exit(1);
    });
}
