/**
 * The top of a V8 CPU profile (`node --cpu-prof`): self time by function, and by file.
 *
 *   node -r @swc-node/register bench/router-scale/profile.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const short = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*?\/(libs|bench|node_modules|apps)\//, '$1/');
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = short(frame.url) || '(native)';
  const key = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byFile.set(where, (byFile.get(where) ?? 0) + us);
}
const total = (profile.endTime - profile.startTime) / 1000;
const top = Number(topArg ?? 25);
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title} (of ${total.toFixed(0)} ms sampled)`);
  for (const [key, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms  ${((us / 1000 / total) * 100).toFixed(1).padStart(5)} %  ${key}`,
    );
};
print('self time by function', byFunction);
print('self time by file', byFile);
