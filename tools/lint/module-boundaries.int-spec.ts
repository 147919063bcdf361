import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = resolve(__dirname, '../..');

/** Lints source text as if it were the file at `path`, returning the rule ids that fire. */
async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: resolve(root, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries (eslint)', () => {
  beforeAll(() => {
    // The Nx rule reads the cached project graph and silently skips itself without one.
    execFileSync(process.execPath, [require.resolve('nx/bin/nx.js'), 'show', 'projects'], {
      cwd: root,
      stdio: 'ignore',
    });
  });

  it('rejects a framework or database import in a decider', async () => {
    const found = await violations(
      'libs/services/task-runtime/src/turns/task.decider.ts',
      "import { DataSource } from 'typeorm';\nexport const x = DataSource;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Domain code is pure/)]);
  });

  it('rejects one service importing another service', async () => {
    const found = await violations(
      'libs/services/router/src/route.ts',
      "import { TaskRuntimeModule } from '@lomo/services/task-runtime';\nexport const x = TaskRuntimeModule;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: A project tagged with "type:feature"/),
    ]);
  });

  it('rejects a shared library reaching up into the infrastructure it underlies', async () => {
    const found = await violations(
      'libs/config/src/x.ts',
      "import { ConnectionsModule } from '@lomo/connections';\nexport const x = ConnectionsModule;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it('rejects the event store importing the operator library that sits on top of it', async () => {
    const found = await violations(
      'libs/event-store/src/x.ts',
      "import { auditDeletion } from '@lomo/operator';\nexport const x = auditDeletion;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it('accepts an app composing libraries', async () => {
    expect(
      await violations(
        'apps/router/src/extra.ts',
        "import { RouterModule } from '@lomo/services/router';\nexport const x = RouterModule;\n",
      ),
    ).toEqual([]);
  });

  it('rejects DDL in a bare query outside a migration list, and accepts it inside one', async () => {
    const bare = await violations(
      'libs/services/router/src/store.ts',
      'export const m = (sql: { query(t: string): Promise<void> }) => sql.query(`create table if not exists t (x int)`);\n',
    );
    expect(bare).toEqual([expect.stringMatching(/^no-restricted-syntax: DDL belongs in a migration list/)]);
    const listed = await violations(
      'libs/services/router/src/store.ts',
      'export const MIGRATIONS = [`create table if not exists t (x int)`];\n',
    );
    expect(listed).toEqual([]);
  });

  it('rejects the test library in production code, and allows it in tests and test support', async () => {
    const code = "import { DistributedCluster } from '@lomo/testing';\nexport const x = DistributedCluster;\n";
    expect(await violations('libs/services/router/src/route-extra.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*does not depend on the test library/),
    ]);
    expect(await violations('libs/services/router/src/route-extra.spec.ts', code)).toEqual([]);
    expect(await violations('libs/services/router/src/testing/fixture.ts', code)).toEqual([]);
  });
});

describe('formatting (prettier)', () => {
  it("is checked by `npm run lint` over every source kind, with the repository's own settings", async () => {
    const lint = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { lint: string } })
      .scripts.lint;
    expect(lint).toMatch(/prettier --check .*\*\*\/\*\.\{ts,js,mjs,cjs,json,css,html\}/);
    const file = resolve(root, 'libs/services/router/src/route-extra.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check('export const x = {a:1,\n b:2}\n', options)).toBe(false);
    expect(await prettier.check(await prettier.format('export const x = {a:1,\n b:2}\n', options), options)).toBe(true);
  });
});
