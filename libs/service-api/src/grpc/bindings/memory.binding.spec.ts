import { taskStreamId } from '@lomo/contracts';
import { ApiError } from '../../api-error';
import type { ApiCaller } from '../../caller';
import type { EpisodeView, MemoryApi, MemoryView } from '../../memory.api';
import { servedOverGrpc } from '../testing/served';
import { memoryTransport } from './memory.binding';

const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'alice' };

/** A memory with every optional field set and every kind of evidence source. */
const full: MemoryView = {
  memoryId: 'm-1',
  subject: 'style',
  content: 'prefers watercolour',
  origin: 'user_stated',
  scope: 'task',
  taskId: 't-1',
  confidence: 0.75,
  version: 2,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  versions: [
    { version: 1, link: 'ORIGIN', state: 'superseded', content: 'likes paint', at: '2026-01-01T00:00:00.000Z' },
    { version: 2, link: 'REFINE', state: 'current', content: 'prefers watercolour', at: '2026-02-01T00:00:00.000Z' },
    { version: 3, link: 'REFINE', state: 'purged', at: '2026-03-01T00:00:00.000Z' },
  ],
  evidence: [
    {
      evidenceId: 'e-1',
      source: { type: 'message', streamId: taskStreamId('t-1'), revision: 7, messageId: 'msg-1', taskId: 't-1' },
      excerpt: 'I like paint',
      link: 'ORIGIN',
      version: 1,
      at: '2026-01-01T00:00:00.000Z',
    },
    {
      evidenceId: 'e-2',
      source: { type: 'correction', requestId: 'r-1' },
      excerpt: 'watercolour, please',
      link: 'REFINE',
      version: 2,
      at: '2026-02-01T00:00:00.000Z',
    },
    {
      evidenceId: 'e-3',
      source: { type: 'tool', taskId: 't-1', toolCallId: 'call-1' },
      excerpt: 'again watercolour',
      link: 'CONFIRM',
      version: 2,
      at: '2026-02-02T00:00:00.000Z',
    },
  ],
  conflicts: [{ memoryId: 'm-9', reason: 'two current memories on one subject say different things' }],
};
/** A memory with nothing optional set. */
const bare: MemoryView = {
  memoryId: 'm-2',
  subject: 'name',
  content: 'Ana',
  origin: 'model_inferred',
  scope: 'user',
  confidence: 0.5,
  version: 1,
  updatedAt: '2026-02-01T00:00:00.000Z',
  versions: [],
  evidence: [],
  conflicts: [],
};

/** An episode whose lines rest on message and tool evidence. */
const episode: EpisodeView = {
  taskId: 't-1',
  version: 3,
  from: '2026-01-01T00:00:00.000Z',
  until: '2026-02-02T00:00:00.000Z',
  lines: [
    {
      text: 'stated style: likes paint',
      evidence: [
        {
          evidenceId: 'e-1',
          source: { type: 'message', streamId: taskStreamId('t-1'), revision: 7, messageId: 'msg-1', taskId: 't-1' },
          excerpt: 'I like paint',
          at: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    {
      text: 'confirmed style: prefers watercolour',
      evidence: [
        {
          evidenceId: 'e-3',
          source: { type: 'tool', taskId: 't-1', toolCallId: 'call-1' },
          excerpt: 'again watercolour',
          at: '2026-02-02T00:00:00.000Z',
        },
      ],
    },
  ],
};

/** Records what each method received and answers fixed values. */
class FakeMemory implements MemoryApi {
  readonly calls: unknown[][] = [];
  private record<T>(args: unknown[], result: T): Promise<T> {
    this.calls.push(args);
    return Promise.resolve(result);
  }
  listMemories(...args: Parameters<MemoryApi['listMemories']>) {
    return this.record(args, [full, bare]);
  }
  getMemory(...args: Parameters<MemoryApi['getMemory']>) {
    if (args[1] === 'm-missing') return Promise.reject(new ApiError('not_found', 'memory_not_found', 'no such memory'));
    return this.record(args, full);
  }
  correctMemory(...args: Parameters<MemoryApi['correctMemory']>) {
    return this.record(args, full);
  }
  forgetMemory(...args: Parameters<MemoryApi['forgetMemory']>) {
    return this.record(args, { evidenceIds: ['e-1'], removedMemoryIds: ['m-1'], profileVersion: 4 });
  }
  getProfile(...args: Parameters<MemoryApi['getProfile']>) {
    return this.record(args, { version: 3, entries: [{ memoryId: 'm-1', version: 2, subject: 's', content: 'c' }] });
  }
  remember(...args: Parameters<MemoryApi['remember']>) {
    return this.record(args, bare);
  }
  recall(...args: Parameters<MemoryApi['recall']>) {
    return this.record(args, [{ memory: full, score: 0.25 }]);
  }
  listEpisodes(...args: Parameters<MemoryApi['listEpisodes']>) {
    return this.record(args, [episode]);
  }
  recallEpisodes(...args: Parameters<MemoryApi['recallEpisodes']>) {
    return this.record(args, [{ episode, score: 0.5 }]);
  }
  observeMessage(...args: Parameters<MemoryApi['observeMessage']>) {
    return this.record(args, { evidenceIds: ['e-9'], memoryIds: [], rejected: [{ content: 'x', reason: 'vague' }] });
  }
}

describe('MemoryApi over gRPC (lomo.memory.v1.MemoryService)', () => {
  const fake = new FakeMemory();
  let memory: MemoryApi;

  const served = servedOverGrpc(memoryTransport, fake);
  beforeAll(async () => (memory = await served.start()));
  afterAll(() => served.stop());
  beforeEach(() => (fake.calls.length = 0));

  it('given memories (with and without their optional fields) and episodes, when read over the wire, then they arrive as the implementation returned them', async () => {
    await expect(memory.listMemories(alice, { scope: 'task', taskId: 't-1', limit: 5 })).resolves.toEqual([full, bare]);
    await expect(memory.getMemory(alice, 'm-1')).resolves.toEqual(full);
    await expect(memory.recall(alice, { query: 'style', taskId: 't-1', limit: 3 })).resolves.toEqual([
      { memory: full, score: 0.25 },
    ]);
    await expect(memory.getProfile(alice)).resolves.toEqual({
      version: 3,
      entries: [{ memoryId: 'm-1', version: 2, subject: 's', content: 'c' }],
    });
    await expect(memory.listEpisodes(alice, { taskId: 't-1', limit: 2 })).resolves.toEqual([episode]);
    await expect(memory.listEpisodes(alice)).resolves.toEqual([episode]);
    await expect(memory.recallEpisodes(alice, { query: 'style', taskId: 't-2', limit: 1 })).resolves.toEqual([
      { episode, score: 0.5 },
    ]);
    expect(fake.calls).toEqual([
      [alice, { scope: 'task', taskId: 't-1', limit: 5 }],
      [alice, 'm-1'],
      [alice, { query: 'style', taskId: 't-1', limit: 3 }],
      [alice],
      [alice, { taskId: 't-1', limit: 2 }],
      [alice, {}],
      [alice, { query: 'style', taskId: 't-2', limit: 1 }],
    ]);
  });

  it('given each mutation, when called over the wire, then the implementation receives the same arguments and the caller', async () => {
    await expect(memory.correctMemory(alice, 'm-1', { content: 'oil', requestId: 'r-2' })).resolves.toEqual(full);
    await expect(memory.forgetMemory(alice, 'm-1', { reason: 'wrong' })).resolves.toEqual({
      evidenceIds: ['e-1'],
      removedMemoryIds: ['m-1'],
      profileVersion: 4,
    });
    await memory.forgetMemory(alice, 'm-2');
    await memory.forgetMemory(alice, 'm-3', { messageId: 'msg-1' });
    await memory.forgetMemory(alice, 'm-4', { versions: [1, 3] });
    const remembered = {
      subject: 's',
      content: 'c',
      scope: 'user' as const,
      taskId: 't',
      toolCallId: 'k',
      excerpt: 'e',
    };
    await expect(memory.remember(alice, remembered)).resolves.toEqual(bare);
    const message = { streamId: taskStreamId('t'), revision: 12, messageId: 'msg', text: 'hi', taskId: 't' };
    await expect(memory.observeMessage(alice, message)).resolves.toEqual({
      evidenceIds: ['e-9'],
      memoryIds: [],
      rejected: [{ content: 'x', reason: 'vague' }],
    });
    expect(fake.calls).toEqual([
      [alice, 'm-1', { content: 'oil', requestId: 'r-2' }],
      [alice, 'm-1', { reason: 'wrong' }],
      [alice, 'm-2', undefined],
      [alice, 'm-3', { messageId: 'msg-1' }],
      [alice, 'm-4', { versions: [1, 3] }],
      [alice, remembered],
      [alice, message],
    ]);
  });

  it('given an id of nobody the caller may see, when read over the wire, then the ApiError kind and code arrive as thrown', async () => {
    await expect(memory.getMemory(alice, 'm-missing')).rejects.toMatchObject({
      kind: 'not_found',
      code: 'memory_not_found',
    });
  });

  it('then every RPC of the service is bound exactly once', () => {
    const bound = Object.values(memoryTransport.bindings).map((b) => b.method.name);
    expect([...bound].sort()).toEqual(memoryTransport.service.methods.map((m) => m.name).sort());
  });
});
