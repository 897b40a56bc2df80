// Runs a command, streaming its output (or, with `buffered`, keeping it and printing it whole under that
// name when the command ends, so commands run side by side stay readable); rejects on a non-zero exit.
import { spawn } from 'node:child_process';
import { withQuietEnv } from './env.mjs';

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const stdio = opts.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { stdio, env: withQuietEnv(opts.env), cwd: opts.cwd });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (opts.buffered) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`--- ${opts.buffered}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
        if (output.trim()) console.log(output.trimEnd());
      }
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}
