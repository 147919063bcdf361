import { ApiError } from '../../api-error';
import type { ApiCaller } from '../../caller';
import type { CapabilityEntryView, GenerationApi, PlanNodeNeedView } from '../../generation.api';
import { GrpcPeer, grpcClient } from '../client';
import { servedOverGrpc } from '../testing/served';
import { generationTransport } from './generation.binding';

const TOKEN = 'a-service-token-for-tests';
const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'task:t-1' };

/** An entry with every optional field set. */
const video: CapabilityEntryView = {
  provider: 'simulated',
  kind: 'video',
  model: 'sim-video-1',
  inputs: ['prompt', 'reference_images', 'duration'],
  outputFormats: ['mp4'],
  maxPromptChars: 2000,
  maxReferences: 4,
  params: { duration: { min: 1, max: 10, default: 4 }, fps: { min: 12, max: 30, default: 24 } },
  cost: { currency: 'EUR', baseMinor: 20, perUnitMinor: 5, unitParam: 'duration' },
  supports: { callbacks: true, polling: true, cancel: true, queryByKey: false },
};
/** An entry with nothing optional set. */
const image: CapabilityEntryView = {
  provider: 'openai',
  kind: 'image',
  model: 'gpt-image-1',
  inputs: ['prompt'],
  outputFormats: ['png'],
  maxPromptChars: 4000,
  maxReferences: 0,
  params: {},
  cost: { currency: 'EUR', baseMinor: 4, perUnitMinor: 0 },
  supports: { callbacks: false, polling: false, cancel: false, queryByKey: false },
};

const needs: PlanNodeNeedView[] = [
  {
    nodeId: 'clip-1',
    tool: 'generate_video',
    input: { prompt: 'a red cat', duration: 4, style: { palette: ['red', 'ochre'], grain: null } },
    referencesFromNodes: 2,
  },
  { nodeId: 'score', requires: { kind: 'audio', inputs: ['prompt', 'duration'] } },
  { nodeId: 'note', requires: { kind: 'text' } },
];

/** The per-node quotes the task runtime bounds the DAG's parallelism by (issue 31): one with a large amount. */
const quotes = [
  { nodeId: 'clip-1', amount: { amountMinor: 40, currency: 'EUR' } },
  { nodeId: 'clip-2', amount: { amountMinor: 9_007_199_254, currency: 'USD' } },
];

/** Records what each method received and answers fixed values. */
class FakeGeneration implements GenerationApi {
  readonly calls: unknown[][] = [];
  capabilities(caller: ApiCaller) {
    this.calls.push([caller]);
    return Promise.resolve({ providers: ['simulated', 'openai'], entries: [video, image] });
  }
  checkPlan(caller: ApiCaller, nodes: PlanNodeNeedView[]) {
    this.calls.push([caller, nodes]);
    if (nodes.some((n) => n.nodeId === 'bad'))
      return Promise.reject(new ApiError('invalid', 'plan_node_invalid', 'node bad has no id', { field: 'nodes' }));
    if (nodes.some((n) => n.nodeId === 'free'))
      return Promise.resolve({ problems: [], checkedBy: ['capability registry (simulated, openai)'], quotes: [] });
    return Promise.resolve({
      problems: [{ nodeId: 'score', code: 'no_capability', reason: 'no provider makes audio' }],
      checkedBy: ['capability registry (simulated, openai)'],
      quotes,
    });
  }
}

describe('GenerationApi over gRPC (lomo.generation_gateway.v1.GenerationService)', () => {
  const fake = new FakeGeneration();
  let generation: GenerationApi;

  const served = servedOverGrpc(generationTransport, fake);
  beforeAll(async () => (generation = await served.start()));
  afterAll(() => served.stop());
  beforeEach(() => (fake.calls.length = 0));

  it('given entries with and without their optional fields, when the registry is read over the wire, then it arrives as the implementation returned it', async () => {
    await expect(generation.capabilities(alice)).resolves.toEqual({
      providers: ['simulated', 'openai'],
      entries: [video, image],
    });
    expect(fake.calls).toEqual([[alice]]);
  });

  it('given nodes with a call (nested JSON input) and with bare requirements, when a plan is checked over the wire, then the implementation receives them unchanged and its problems come back', async () => {
    await expect(generation.checkPlan(alice, needs)).resolves.toEqual({
      problems: [{ nodeId: 'score', code: 'no_capability', reason: 'no provider makes audio' }],
      checkedBy: ['capability registry (simulated, openai)'],
      quotes,
    });
    expect(fake.calls).toEqual([[alice, needs]]);
  });

  it('given the registry quotes each passing node, when a plan is checked over the wire, then every quote arrives with its node, amount and currency (the distributed DAG bounds its parallelism by them)', async () => {
    const check = await generation.checkPlan(alice, needs);
    expect(check.quotes).toEqual(quotes);
    expect(check.quotes?.every((q) => typeof q.amount.amountMinor === 'number')).toBe(true);
  });

  it('given no node is quoted, when a plan is checked over the wire, then the answer has no quotes', async () => {
    const check = await generation.checkPlan(alice, [{ nodeId: 'free' }]);
    expect(check.quotes ?? []).toEqual([]);
  });

  it('given a plan the implementation refuses, when checked over the wire, then the ApiError kind, code and details arrive as thrown', async () => {
    await expect(generation.checkPlan(alice, [{ nodeId: 'bad' }])).rejects.toMatchObject({
      kind: 'invalid',
      code: 'plan_node_invalid',
    });
  });

  it('given the generation gateway is down, when a plan is checked, then the caller gets unavailable naming the peer', async () => {
    const down = new GrpcPeer('generation-gateway', { address: '127.0.0.1:1', token: TOKEN, deadlineMs: 1_000 });
    try {
      await expect(grpcClient(down, generationTransport).checkPlan(alice, needs)).rejects.toMatchObject({
        kind: 'unavailable',
        details: { peer: 'generation-gateway' },
      });
    } finally {
      down.close();
    }
  });

  it('then every method of GenerationApi is its own RPC, and only GetJob (no part of the API) is left unbound', () => {
    const bound = Object.values(generationTransport.bindings).map((b) => b.method.name);
    const unbound = generationTransport.service.methods.map((m) => m.name).filter((name) => !bound.includes(name));
    expect([...bound].sort()).toEqual(['CheckPlan', 'ListCapabilities']);
    expect(unbound).toEqual(['GetJob']);
  });
});
