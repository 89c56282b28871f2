// `npm run test:e2e [-- playwright args]`: make sure Chromium is there, then run Playwright with its exit code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) {
    console.error(`run-e2e: could not start ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

const chromiumStatus = run('bash', ['scripts/ensure-chromium.sh']);
if (chromiumStatus !== 0) process.exit(chromiumStatus);

process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
