import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The naming rules of docs/architecture.md ("Naming", issue 32 item 5), checked over the
 * source trees: a service API's implementation is `<Name>BusApi` and `Service` names no
 * TypeScript class (it means a deployable service or a proto `service`, whose generated
 * descriptors in `@lomo/contracts` already use the word); a suite every adapter of a port
 * passes is a conformance suite, `<port>.conformance.ts`, because a contract is a published
 * schema.
 */
const root = resolve(__dirname, '../..');
const trees = ['apps', 'libs', 'tools', 'bench'];
/** Never read: installed packages, build output, and code generated from proto/ (its names are the proto's). */
const skipped = new Set(['node_modules', 'dist', 'coverage', 'tmp', join('libs', 'contracts', 'src', 'gen')]);

/**
 * Places a change in flight renames (file → class). Each entry must still break the rule:
 * once renamed, this test fails until the entry is removed here. None are left (issue 32's
 * last two, task-runtime's, are `TaskRuntimeBusApi` and `McpServersBusApi`).
 */
const notYetRenamed = new Map<string, string>([]);

/** A class declaration whose name ends in `Service` (exported, default or abstract too). */
const serviceClass = /^[ \t]*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+(\w*Service)\b/gm;
/** A suite exported under the old word (`eventStoreContract`, `providerContract`). */
const contractSuite = /^export\s+(?:async\s+)?function\s+(\w*Contract)\b/gm;
/** A file named for a contract that is a test suite or a mapping (`x.contract.ts`, `x-contract.spec.ts`). */
const contractFile = /[.-]contract(?:\.[a-z-]+)?\.ts$/;

/** The names a source breaks the rules with. */
function violationsIn(path: string, source: string): string[] {
  return [
    ...[...source.matchAll(serviceClass)].map((m) => `class ${m[1]}`),
    ...[...source.matchAll(contractSuite)].map((m) => `function ${m[1]}`),
    ...(contractFile.test(path) ? [`file ${path.split('/').pop()}`] : []),
  ];
}

/** Every `.ts` file under `dir`, as paths relative to the repository root with `/` separators. */
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || skipped.has(entry.name) || skipped.has(path)) return [];
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });

describe('naming rules (docs/architecture.md, "Naming")', () => {
  it('given sources breaking a rule, when checked, then each break is named', () => {
    expect(violationsIn('libs/x/src/a.ts', 'export class WorkspaceService implements WorkspaceApi {}')).toEqual([
      'class WorkspaceService',
    ]);
    expect(violationsIn('libs/x/src/a.ts', '  abstract class Service {}\nclass Other {}')).toEqual(['class Service']);
    expect(violationsIn('libs/x/src/testing/store.contract.ts', 'export function storeContract() {}')).toEqual([
      'function storeContract',
      'file store.contract.ts',
    ]);
    expect(violationsIn('libs/x/src/doubles/provider-contract.ts', '')).toEqual(['file provider-contract.ts']);
    expect(violationsIn('libs/x/src/y.contract.spec.ts', '')).toEqual(['file y.contract.spec.ts']);
  });

  it('given sources that follow the rules, when checked, then nothing is named', () => {
    const source = [
      "import { WorkspaceService } from '@lomo/contracts';",
      '/** Calls the proto `service WorkspaceService`; not a class FooService of ours. */',
      'export class WorkspaceBusApi implements WorkspaceApi {}',
      'interface ComposeService { image: string }',
      'export function blobStoreConformance() {}',
    ].join('\n');
    expect(violationsIn('libs/x/src/blob/blob-store.conformance.ts', source)).toEqual([]);
    expect(violationsIn('libs/x/src/integration/task.status-facts.ts', '')).toEqual([]);
  });

  it('given apps/, libs/, tools/ and bench/, when every TypeScript file is checked, then only the listed renames remain', () => {
    const files = trees.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(500);
    const found = files
      .filter((file) => file !== 'tools/lint/naming.spec.ts')
      .flatMap((file) => violationsIn(file, readFileSync(join(root, file), 'utf8')).map((name) => `${file}: ${name}`));
    const expected = [...notYetRenamed].map(([file, name]) => `${file}: class ${name}`);
    expect(found.sort()).toEqual(expected.sort());
  });
});
