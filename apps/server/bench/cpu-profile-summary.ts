/**
 * Where a V8 CPU profile (node --cpu-prof, as `BENCH_CPU_PROF` has bench:xml write one) spent its
 * samples: self time per package (a node_modules folder, Node's own code, or this repository's
 * files), then the functions that took the most. Self time only: what a function did itself,
 * which adds up to the whole; a hook's cost is the sum of its package's row.
 *
 * `npx tsx apps/server/bench/cpu-profile-summary.ts FILE.cpuprofile [ROWS]`
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to: the innermost node_modules folder's package, `node:` for Node's own, else the repository path. */
function packageOf(url: string) {
  if (url === '') return '(V8: idle, GC, native)';
  if (url.startsWith('node:')) return 'node:';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/g;
  let name: string | undefined;
  for (let match = inModules.exec(url); match; match = inModules.exec(url)) name = match[1];
  return name ?? url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/').replace(/\/[^/]+$/, '/');
}

function summarize(file: string, rows: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    total += micros;
    const where = packageOf(frame.url);
    byPackage.set(where, (byPackage.get(where) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const table = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), '%': ((100 * micros) / total).toFixed(1) }));
  console.log(`${file}: ${Math.round(total / 1000)} ms busy (idle left out)`);
  console.table(table(byPackage));
  console.table(table(byFunction));
}

summarize(process.argv[2] ?? '', Number(process.argv[3] ?? 30));
