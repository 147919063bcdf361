import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Production files of a tree: no specs, no test support, no generated code. */
const isProduction = (path: string) =>
  path.endsWith('.ts') &&
  !path.endsWith('.d.ts') &&
  !/\.(spec|int-spec|e2e-spec|conformance)\.ts$/.test(path) &&
  !/(^|\/)(testing|gen)(\/|$)/.test(path);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : isProduction(path) ? [path] : [];
  });

/** The file a relative specifier names (`./x` → x.ts or x/index.ts), or undefined for packages. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
}

/**
 * Each production file of `root` → the files of `root` it imports or re-exports from, type-only
 * imports included: a type cycle still means two files that cannot be read, moved or tested apart.
 */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .map((imported) => resolveRelative(file, imported.fileName))
      .filter((target): target is string => target !== undefined && isProduction(target));
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan): each is an import cycle. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The same graph folded to its folders one level below `root` (vertical slices); files at
 * `root` itself (the kernel and the composition that wires the slices) are left out.
 */
export function sliceGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const sliceOf = (file: string) => (file.includes('/') ? file.split('/')[0] : undefined);
  const slices = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = sliceOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = sliceOf(target);
      if (to && to !== from) slices.set(from, (slices.get(from) ?? new Set()).add(to));
    }
  }
  return new Map([...slices].map(([slice, targets]) => [slice, [...targets]]));
}
