import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(__dirname, '../..');
const RULE = 'lomo/no-foreign-stream-ids';

/** Lints source text as if it were the file at `path`; returns what this rule reports. */
async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('stream-id and topic literals belong to their owner (eslint)', () => {
  it.each([
    ["'task-' + id", 'task-'],
    ['`task-${id}`', 'task-${…}'],
    ['`genjob-${ws}-${key}`', 'genjob-${…}-${…}'],
    ["'task-t1'", 'task-t1'],
    ["'main-ws-1-u-1'", 'main-ws-1-u-1'],
    ['`object-${id}`', 'object-${…}'],
    ['`budget-${ws}`', 'budget-${…}'],
  ])('given %s in a service, when linted, then it is reported as a stream id', async (literal, shown) => {
    const found = await reported('libs/services/gateway/src/x.ts', `const id = 'x';\nexport const s = ${literal};\n`);
    expect(found).toEqual([expect.stringContaining(`Stream id literal "${shown}"`)]);
  });

  it('given a topic name literal in a service, when linted, then it is reported', async () => {
    const found = await reported('libs/services/router/src/x.ts', "export const t = 'task-runtime.task.v1';\n");
    expect(found).toEqual([expect.stringContaining('Topic literal "task-runtime.task.v1"')]);
  });

  it('given unrelated strings, when linted, then nothing is reported', async () => {
    const code = [
      "export const a = ['task-runtime', 'task-index', 'task-attention', 'task-runtime.retry.1', 'task-card'];",
      "export const b = ['main thread', 'object-fit', 'memory-heavy', 'lomo.task_runtime.v1', 'order by id'];",
      'export const c = `task ${1} done`;',
    ].join('\n');
    expect(await reported('libs/services/gateway/src/x.ts', code)).toEqual([]);
  });

  it('given the owners, when they spell their ids and topics, then nothing is reported', async () => {
    const streams = 'export const taskStreamId = (id: string) => `task-${id}`;\n';
    expect(await reported('libs/contracts/src/streams/task-runtime.streams.ts', streams)).toEqual([]);
    const topics = "export const TOPICS = { task: 'task-runtime.task.v1' };\n";
    expect(await reported('libs/messaging/src/catalog/lomo-topics.ts', topics)).toEqual([]);
  });
});
