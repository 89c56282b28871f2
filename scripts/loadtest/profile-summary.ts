// `npx tsx scripts/loadtest/profile-summary.ts <file.cpuprofile> [--top 30]`: self time by function and by
// file (node_modules folded to the package) from a V8 CPU profile, e.g. one written by `npm run loadtest --
// --profile <dir>`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values: args, positionals } = parseArgs({
  options: { top: { type: 'string', default: '30' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [--top 30]');
  process.exit(2);
}
const top = Number(args.top);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** `node_modules/<pkg>` (scoped packages keep their scope), our own files relative to the repository. */
function fileOf(url: string): string {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return `npm:${modules[1]}`;
  const own = /\/work\/[^/]+\/(.*)$/.exec(url.replace(/^file:\/\//, ''));
  return own?.[1] ?? url.replace(/^file:\/\//, '');
}

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let totalUs = 0;
profile.samples.forEach((id, index) => {
  const node = nodes.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (!node) return;
  totalUs += delta;
  const where = fileOf(node.callFrame.url);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  byFile.set(where, (byFile.get(where) ?? 0) + delta);
});

function print(title: string, totals: Map<string, number>): void {
  console.log(`\n${title} (total ${(totalUs / 1e6).toFixed(1)} s)`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

print('Self time by file', byFile);
print('Self time by function', byFunction);
