import { ConfigError } from './config';
import { startServer } from './server';

startServer()
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
