import fc from 'fast-check';
import { isApiError, type ApiCaller, type FlowGraph } from '@lomo/service-api';
import { newCaller, SQL_BACKENDS, useWorkspaceFixture } from '../testing/workspace-fixture';

/**
 * Property (issue 7): two writers — the user and a task's agent — edit the same object
 * concurrently from whatever version they last read. Whatever the interleaving, every
 * accepted edit is in the final version or was superseded by a later accepted edit to the
 * same node (Flows) or fragment slot (documents); and each accepted edit is in the version
 * it was reported in.
 */
const SLOTS = 4;

interface Op {
  /** Parts (node / slot indexes) edited in one call; duplicates are dropped. */
  parts: number[];
  /** Re-read the latest version before writing. */
  reread: boolean;
}
interface Accepted {
  part: number;
  value: string;
  version: number;
}

const opArb = fc.record({
  parts: fc.uniqueArray(fc.integer({ min: 0, max: SLOTS - 1 }), { minLength: 1, maxLength: 2 }),
  reread: fc.boolean(),
});
const scriptArb = fc.array(opArb, { minLength: 1, maxLength: 6 });

type Writer = { name: string; taskId?: string };
const WRITERS: Writer[] = [{ name: 'user' }, { name: 'agent', taskId: 'task-agent' }];

/** The winners by part: the accepted edit with the highest version. */
function expectedFinal(accepted: Accepted[], initial: string): string[] {
  return Array.from(
    { length: SLOTS },
    (_, part) => accepted.filter((a) => a.part === part).sort((a, b) => b.version - a.version)[0]?.value ?? initial,
  );
}

describe.each(SQL_BACKENDS)('no lost update under concurrent writers (%s)', (_name, openSql) => {
  const fx = useWorkspaceFixture(openSql, { maxContentBytes: 64 * 1024, maxFlowNodes: 50 });
  /** The runs must exercise both outcomes, or the property proves nothing. */
  let stats = { refused: 0, mergedOnTop: 0 };
  beforeEach(() => (stats = { refused: 0, mergedOnTop: 0 }));
  afterEach(() => {
    expect(stats.refused).toBeGreaterThan(0);
    expect(stats.mergedOnTop).toBeGreaterThan(0);
  });

  it('Flow node edits', async () => {
    const flowValues = async (caller: ApiCaller, objectId: string, version?: number) => {
      const page = await fx.service.readContent(caller, objectId, { version });
      return page.type === 'flow' ? page.nodes.map((n) => String(n.params.v)) : [];
    };
    await fc.assert(
      fc.asyncProperty(scriptArb, scriptArb, async (userScript, agentScript) => {
        const caller = newCaller();
        const flow: FlowGraph = {
          nodes: Array.from({ length: SLOTS }, (_, i) => ({
            nodeId: `n${i}`,
            nodeType: 'model/x',
            params: { v: 'init' },
            inputs: [],
          })),
        };
        const { objectId } = await fx.service.createObject(caller, {
          kind: 'flow',
          name: 'f',
          content: { type: 'text', text: JSON.stringify(flow) },
        });
        const accepted: Accepted[] = [];
        const run = async (writer: Writer, script: Op[]) => {
          let base = 1;
          for (const [i, op] of script.entries()) {
            if (op.reread)
              base = (await fx.service.getObject(caller, objectId, { taskId: writer.taskId })).latestVersion;
            const value = (part: number) => `${writer.name}-${i}-${part}`;
            try {
              const result = await fx.service.editFlow(caller, objectId, {
                taskId: writer.taskId,
                baseVersion: base,
                edits: op.parts.map((p) => ({ op: 'update', nodeId: `n${p}`, params: { v: value(p) } })),
              });
              stats.refused += result.rejected.length;
              if (result.changedSince.length > 0) stats.mergedOnTop++;
              for (const nodeId of result.appliedNodeIds)
                accepted.push({
                  part: Number(nodeId.slice(1)),
                  value: value(Number(nodeId.slice(1))),
                  version: result.version,
                });
            } catch (error) {
              if (!isApiError(error) || error.code !== 'stale_version') throw error;
              stats.refused++;
            }
          }
        };
        await Promise.all([run(WRITERS[0], userScript), run(WRITERS[1], agentScript)]);

        expect(await flowValues(caller, objectId)).toEqual(expectedFinal(accepted, 'init'));
        for (const edit of accepted)
          expect((await flowValues(caller, objectId, edit.version))[edit.part]).toBe(edit.value);
      }),
      { numRuns: 12 },
    );
  });

  it('document fragment edits', async () => {
    const slotsOf = (text: string) =>
      Array.from({ length: SLOTS }, (_, i) => new RegExp(`\\[slot${i}=([^\\]]*)\\]`).exec(text)?.[1] ?? '?');
    const docValues = async (caller: ApiCaller, objectId: string, version?: number) => {
      const page = await fx.service.readContent(caller, objectId, { version });
      return page.type === 'text' ? slotsOf(page.text) : [];
    };
    await fc.assert(
      fc.asyncProperty(scriptArb, scriptArb, async (userScript, agentScript) => {
        const caller = newCaller();
        const text = Array.from({ length: SLOTS }, (_, i) => `line ${i} [slot${i}=init]`).join('\n');
        const { objectId } = await fx.service.createObject(caller, {
          kind: 'document',
          name: 'd',
          content: { type: 'text', text },
        });
        const accepted: Accepted[] = [];
        const run = async (writer: Writer, script: Op[]) => {
          let base = 1;
          let seen = slotsOf(text);
          for (const [i, op] of script.entries()) {
            if (op.reread) {
              const page = await fx.service.readContent(caller, objectId, { taskId: writer.taskId });
              if (page.type === 'text') [base, seen] = [page.version, slotsOf(page.text)];
            }
            const value = (part: number) => `${writer.name}-${i}-${part}`;
            const edits = op.parts.map((p) => ({
              oldText: `[slot${p}=${seen[p]}]`,
              newText: `[slot${p}=${value(p)}]`,
            }));
            try {
              const result = await fx.service.updateDocument(caller, objectId, {
                taskId: writer.taskId,
                baseVersion: base,
                change: { type: 'fragments', edits },
              });
              if (result.changedSince.length > 0) stats.mergedOnTop++;
              for (const p of op.parts) {
                accepted.push({ part: p, value: value(p), version: result.version });
                seen[p] = value(p);
              }
            } catch (error) {
              if (!isApiError(error) || error.code !== 'stale_version') throw error;
              stats.refused++;
            }
          }
        };
        await Promise.all([run(WRITERS[0], userScript), run(WRITERS[1], agentScript)]);

        expect(await docValues(caller, objectId)).toEqual(expectedFinal(accepted, 'init'));
        for (const edit of accepted)
          expect((await docValues(caller, objectId, edit.version))[edit.part]).toBe(edit.value);
      }),
      { numRuns: 12 },
    );
  });
});
