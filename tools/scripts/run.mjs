// Runs a command, streaming its output; rejects on a non-zero exit.
import { spawn } from 'node:child_process';
import { withQuietEnv } from './env.mjs';

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: withQuietEnv(opts.env), cwd: opts.cwd });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}
