import type { FlowGraph, FlowNode } from '@lomo/service-api';
import { newCaller, refusal, SQL_BACKENDS, useWorkspaceFixture } from '../testing/workspace-fixture';

const node = (nodeId: string, params: Record<string, unknown> = {}, from: string[] = []): FlowNode => ({
  nodeId,
  nodeType: `model/${nodeId}`,
  params,
  inputs: from.map((f) => ({ inputName: 'in', fromNodeId: f, fromOutput: 'out' })),
});

/** prompt → image → upscale, and image → caption. */
const PIPELINE: FlowGraph = {
  nodes: [
    node('prompt', { text: 'a cat' }),
    node('image', { steps: 20 }, ['prompt']),
    node('upscale', { factor: 2 }, ['image']),
    node('caption', {}, ['image']),
  ],
};

describe.each(SQL_BACKENDS)('Flows (%s)', (_name, openSql) => {
  const fx = useWorkspaceFixture(openSql);

  async function pipeline() {
    const caller = newCaller();
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'flow',
      name: 'pipeline',
      content: { type: 'text', text: JSON.stringify(PIPELINE) },
      linkTaskId: 'task-a',
    });
    return { caller, objectId };
  }
  const nodesOf = async (caller: ReturnType<typeof newCaller>, objectId: string) => {
    const page = await fx.service.readContent(caller, objectId);
    return page.type === 'flow' ? Object.fromEntries(page.nodes.map((n) => [n.nodeId, n])) : {};
  };

  it('given the user changed one node, when the agent edits another node from the same base, then both apply and the agent is told of the user change', async () => {
    const { caller, objectId } = await pipeline();
    await fx.service.editFlow(caller, objectId, {
      baseVersion: 1,
      edits: [{ op: 'update', nodeId: 'image', params: { steps: 40 } }],
    });

    const agent = await fx.service.editFlow(caller, objectId, {
      taskId: 'task-a',
      baseVersion: 1,
      edits: [{ op: 'update', nodeId: 'upscale', params: { factor: 4 } }],
    });

    expect(agent).toMatchObject({ version: 3, appliedNodeIds: ['upscale'], rejected: [] });
    expect(agent.changedSince).toEqual([
      expect.objectContaining({
        version: 2,
        author: { type: 'user', userId: 'ana' },
        parts: ['image'],
        summary: 'nodes changed: image (updated)',
      }),
    ]);
    const nodes = await nodesOf(caller, objectId);
    expect([nodes.image.params, nodes.upscale.params]).toEqual([{ steps: 40 }, { factor: 4 }]);
  });

  it('given the user changed a node, when the agent edits that node from an older base, then that edit is rejected and the others apply', async () => {
    const { caller, objectId } = await pipeline();
    await fx.service.editFlow(caller, objectId, {
      baseVersion: 1,
      edits: [{ op: 'update', nodeId: 'image', params: { steps: 40 } }],
    });

    const only = await refusal(
      fx.service.editFlow(caller, objectId, {
        taskId: 'task-a',
        baseVersion: 1,
        edits: [{ op: 'update', nodeId: 'image', params: { steps: 10 } }],
      }),
    );
    expect(only).toMatchObject({
      kind: 'conflict',
      code: 'stale_version',
      details: { currentVersion: 2, rejected: [{ nodeId: 'image', changedInVersion: 2 }] },
    });

    const mixed = await fx.service.editFlow(caller, objectId, {
      taskId: 'task-a',
      baseVersion: 1,
      edits: [
        { op: 'update', nodeId: 'image', params: { steps: 10 } },
        { op: 'add', node: node('border', { px: 3 }, ['upscale']) },
      ],
    });
    expect(mixed).toMatchObject({
      version: 3,
      appliedNodeIds: ['border'],
      rejected: [{ nodeId: 'image', changedInVersion: 2 }],
    });
    const nodes = await nodesOf(caller, objectId);
    expect(nodes.image.params).toEqual({ steps: 40 });
    expect(nodes.border.inputs[0].fromNodeId).toBe('upscale');
  });

  it.each([
    ['a missing node', [{ op: 'update' as const, nodeId: 'ghost', params: {} }], 'flow_node_not_found'],
    ['a dangling edge', [{ op: 'remove' as const, nodeId: 'image' }], 'flow_dangling_edge'],
    [
      'a cycle',
      [
        {
          op: 'update' as const,
          nodeId: 'prompt',
          inputs: [{ inputName: 'in', fromNodeId: 'upscale', fromOutput: 'out' }],
        },
      ],
      'flow_cycle',
    ],
    ['a duplicate node', [{ op: 'add' as const, node: node('image') }], 'flow_node_exists'],
    ['a malformed edit', [{ op: 'rename', nodeId: 'image' }], 'invalid_input'],
  ])('refuses an edit that makes %s, naming the problem, and changes nothing', async (_what, edits, code) => {
    const { caller, objectId } = await pipeline();
    const before = await fx.service.readContent(caller, objectId);

    const error = await refusal(fx.service.editFlow(caller, objectId, { baseVersion: 1, edits: edits as never }));

    expect(error).toMatchObject({ kind: 'invalid', code });
    expect(await fx.service.readContent(caller, objectId)).toEqual(before);
    expect(await fx.service.listVersions(caller, objectId)).toHaveLength(1);
  });

  it('summarises a Flow by its nodes and pages through them on demand', async () => {
    const caller = newCaller();
    const big: FlowGraph = {
      nodes: Array.from({ length: 45 }, (_, i) => node(`n${i}`, {}, i === 0 ? [] : [`n${i - 1}`])),
    };
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'flow',
      name: 'long chain',
      content: { type: 'text', text: JSON.stringify(big) },
    });

    expect((await fx.service.getObject(caller, objectId)).summary).toMatch(
      /^Flow with 45 nodes and 44 edges: n0 \(model\/n0\), .*… 15 more/,
    );
    expect(await fx.service.readContent(caller, objectId, { offset: 40, limit: 10 })).toMatchObject({
      type: 'flow',
      offset: 40,
      totalNodes: 45,
      nodes: expect.arrayContaining([expect.objectContaining({ nodeId: 'n44' })]),
    });
    expect(
      await refusal(
        fx.service.createObject(caller, {
          kind: 'flow',
          name: 'too big',
          content: {
            type: 'text',
            text: JSON.stringify({ nodes: Array.from({ length: 51 }, (_, i) => node(`m${i}`)) }),
          },
        }),
      ),
    ).toMatchObject({
      code: 'flow_too_large',
    });
  });
});
