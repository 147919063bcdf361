import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(__dirname, '../..');
const RULE = 'lomo/no-foreign-event-types';

/** Lints source text as if it were the file at `path`; returns what this rule reports. */
async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("a service does not spell another service's private event types (eslint)", () => {
  it.each([
    ['libs/services/gateway/src/tasks/x.ts', 'TaskPaused'],
    ['libs/services/memory/src/integration/x.ts', 'MessageDelivered'],
    ['libs/services/router/src/x.ts', 'JobSucceeded'],
  ])('given %s spelling %s, when linted, then it is reported with its owner', async (path, name) => {
    const code = `export const effect = '${name}';\nexport const same = (t: string) => t === \`${name}\`;\n`;
    expect(await reported(path, code)).toEqual([
      expect.stringContaining(`'${name}' is a private event of`),
      expect.stringContaining(`'${name}' is a private event of`),
    ]);
  });

  it('given the owner, when it names its own events, then nothing is reported', async () => {
    const code = "export const e = ['TaskPaused', 'MessageDelivered'];\n";
    expect(await reported('libs/services/task-runtime/src/task/x.ts', code)).toEqual([]);
  });

  it('given published names and ordinary words, when linted in another service, then nothing is reported', async () => {
    const code = "export const e = ['lomo.task_runtime.v1.MessageDelivered', 'paused', 'Task', `TaskPaused ${1}`];\n";
    expect(await reported('libs/services/memory/src/x.ts', code)).toEqual([]);
  });

  it('given a test file, when it drives another service by its events, then nothing is reported', async () => {
    expect(await reported('libs/services/gateway/src/x.spec.ts', "export const e = 'TaskPaused';\n")).toEqual([]);
  });
});
