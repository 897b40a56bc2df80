// The API's runtime flags are kept in apps/api/node-flags.json (npm start and the benchmarks read it);
// the Docker image lists them in its CMD, which cannot read a file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const flags: string[] = JSON.parse(readFileSync(path.join(root, 'apps/api/node-flags.json'), 'utf8'));

describe('API runtime flags', () => {
  it('are the ones the Docker image starts the API with', () => {
    const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
    const cmd = dockerfile.split('\n').find((line) => line.startsWith('CMD '));
    expect(cmd && JSON.parse(cmd.slice(4))).toEqual(['node', ...flags, 'dist/apps/api/main.cjs']);
  });

  it('are accepted by this Node.js and take effect', () => {
    // A misspelt V8 flag stops node before the API starts; this one must also really enlarge the young
    // generation (32 MB semi-spaces: new space may grow to 64 MB instead of 32 MB).
    const out = execFileSync(
      process.execPath,
      [...flags, '-e', "process.stdout.write(String(require('v8').getHeapStatistics().total_available_size))"],
      { encoding: 'utf8' },
    );
    const plain = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(String(require('v8').getHeapStatistics().total_available_size))"],
      { encoding: 'utf8' },
    );
    expect(Number(out)).toBeGreaterThan(Number(plain));
  });
});
