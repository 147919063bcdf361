import { randomUUID } from 'node:crypto';
import { DistributedCluster, ONE_OF_EACH } from '@lomo/testing';

jest.setTimeout(300_000);

/** The forgotten preference's distinctive word: after the forget no answer or memory document may hold it. */
const WORD = 'zinnober';
const PREFERENCE = `I prefer smoky ${WORD} colours for posters`;
/** A second statement of the same message that is not forgotten: it proves the later steps still get memory. */
const FONT = 'Our brand font is Quillora Sans';

interface Memory {
  memoryId: string;
  content: string;
}
interface Episode {
  taskId: string;
  lines: Array<{ text: string; evidence: Array<{ excerpt: string }> }>;
}
type Refs = { memoryIds: string[]; episodeTaskIds: string[] } | undefined;
interface Hit {
  _source: { kind: string; title: string; body: string };
}

/**
 * Issue 16's done-when in distributed mode: memory, the task runtime and the gateway as OS
 * processes on PostgreSQL, Kafka and OpenSearch (an index of the cluster's own). Through the
 * gateway's HTTP API only: a preference stated in task 1 is remembered with an episode, task
 * 2's step context carries it (the step's log names the memory and the episode it was given,
 * never their words); forgotten through the confirmation flow, it is in no memory, profile,
 * episode, step context of task 3 (which still gets the other, unforgotten memory) nor in the
 * OpenSearch index.
 */
describe('distributed: a remembered preference shapes a later task and, forgotten, never resurfaces (R-9)', () => {
  let cluster: DistributedCluster;
  let gateway: string;
  let headers: Record<string, string>;

  const api = async <T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${gateway}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
  };
  /** A read, as a client does it: a 503 (a peer past its call deadline on a loaded box) is asked again for up to 30 s. */
  const get = async <T>(path: string): Promise<T> => {
    let res = await api<T>('GET', path);
    for (const deadline = Date.now() + 30_000; res.status === 503 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 500));
      res = await api<T>('GET', path);
    }
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return res.body;
  };
  const until = <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000) =>
    cluster.until(what, check, timeoutMs);
  /**
   * A new task from the main thread. 503s while peers still join (and 409s while an earlier
   * attempt still holds the key) are retried as a client of the API does, with the same Idempotency-Key: a post that outlived its deadline but went through is
   * answered with its first routing, not routed again (and attached to its own task).
   */
  const newTask = (text: string) => {
    const key = randomUUID();
    return until(`a task for "${text}"`, async () => {
      const res = await api<{ decision: string; taskIds: string[] }>(
        'POST',
        '/v1/main/messages',
        { text },
        { 'idempotency-key': key },
      );
      // 409 idempotency_request_in_progress says the same: "retry shortly" (an earlier attempt still holds the key).
      if (
        res.status === 503 ||
        (res.status === 409 && (res.body as { type?: string }).type?.endsWith('/idempotency_request_in_progress'))
      )
        return undefined;
      expect({ status: res.status, decision: res.body.decision }).toEqual({ status: 201, decision: 'created_task' });
      return res.body.taskIds[0];
    });
  };
  /** What each of the task's steps was given from memory, as its log records it (ids only). */
  const stepRefs = async (taskId: string): Promise<Refs[]> =>
    (await get<Array<{ type: string; data: { context?: { memory?: Refs } } }>>(`/v1/tasks/${taskId}/events`))
      .filter((e) => e.type === 'StepDecided')
      .map((e) => e.data.context?.memory);
  /**
   * Waits for a step of the task whose memory satisfies `wanted`. A step whose memory read
   * missed its deadline on a loaded machine goes on without memory; then the task,
   * once idle, gets one more message, so its next step reads memory again.
   */
  const stepWith = async (taskId: string, wanted: (refs: Refs) => boolean): Promise<Refs[]> => {
    let nudges = 0;
    return until(`a step of ${taskId} given its memory`, async () => {
      const steps = await stepRefs(taskId);
      if (steps.some(wanted)) return steps;
      const card = await get<{ status: string }>(`/v1/tasks/${taskId}`);
      if (steps.length > nudges && card.status === 'idle' && nudges < 3) {
        nudges++;
        await api('POST', `/v1/tasks/${taskId}/messages`, { text: 'go on' });
      }
      return undefined;
    });
  };
  /** The memory and episode documents of the cluster's OpenSearch index that hold `word`. */
  const memoryDocuments = async (word: string): Promise<Hit['_source'][]> => {
    const url = new URL(`${cluster.openSearchIndex}/_search`, process.env.TEST_OPENSEARCH_URL);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 100, query: { multi_match: { query: word, fields: ['title', 'body'] } } }),
    });
    expect(res.status).toBe(200);
    const hits = ((await res.json()) as { hits: { hits: Hit[] } }).hits.hits.map((h) => h._source);
    // Task documents keep their own brief (the task's, deleted with it: ), not memory's.
    return hits.filter((d) => /^(memory|episode):/.test(d.kind));
  };
  const mentions = (value: unknown) => JSON.stringify(value).toLowerCase().includes(WORD);

  beforeAll(async () => {
    cluster = await DistributedCluster.start({
      apps: ONE_OF_EACH,
    });
    [gateway] = cluster.gatewayUrls;
    headers = await cluster.devSession();
  }, 240_000);
  afterAll(async () => {
    await cluster?.teardown();
  });

  let first: string;
  let preference: Memory;
  let font: Memory;
  let later: string;

  it('given a preference stated in task 1, then it is a memory with an episode, and task 2’s step context is given both', async () => {
    first = await newTask(`${PREFERENCE}. ${FONT}. A spring sale poster, please.`);
    const memories = await until('both statements remembered', async () => {
      const list = await get<Memory[]>('/v1/memories');
      return list.length === 2 ? list : undefined;
    });
    preference = memories.find((m) => m.content === PREFERENCE)!;
    font = memories.find((m) => m.content === FONT)!;
    expect([preference?.content, font?.content]).toEqual([PREFERENCE, FONT]);
    const profile = await get<{ entries: Array<{ memoryId: string }> }>('/v1/profile');
    expect(profile.entries.map((e) => e.memoryId).sort()).toEqual([preference.memoryId, font.memoryId].sort());
    const [episode] = await get<Episode[]>('/v1/memories/episodes');
    expect(episode.taskId).toBe(first);
    expect(episode.lines.map((l) => l.evidence[0].excerpt).sort()).toEqual([`${FONT}.`, `${PREFERENCE}.`].sort());
    // The search index on OpenSearch holds the memory and the episode.
    const indexed = await until('the memory and episode documents', async () => {
      const docs = await memoryDocuments(WORD);
      return docs.length === 2 ? docs : undefined;
    });
    expect(indexed.map((d) => d.kind.split(':')[0]).sort()).toEqual(['episode', 'memory']);

    later = await newTask('design a lighthouse logo');
    const steps = await stepWith(later, (r) => r?.memoryIds.includes(preference.memoryId) === true);
    expect(steps.find((r) => r?.memoryIds.includes(preference.memoryId))).toEqual({
      memoryIds: expect.arrayContaining([preference.memoryId, font.memoryId]),
      episodeTaskIds: [first],
    });
    // The log names what it was given; the words stay in memory.
    expect(mentions(await get(`/v1/tasks/${later}/events`))).toBe(false);
  });

  it('when forgotten through the confirmation flow, then it is in no memory, profile, episode, step context of task 3 or search document', async () => {
    // Forgetting is irreversible: without the confirmation it is refused and nothing changes.
    const unconfirmed = await api<{ type: string }>('POST', `/v1/memories/${preference.memoryId}/forget`, {});
    expect({ status: unconfirmed.status, type: unconfirmed.body.type }).toEqual({
      status: 400,
      type: 'https://lomo.dev/problems/validation_failed',
    });
    expect((await get<Memory[]>('/v1/memories')).map((m) => m.memoryId)).toContain(preference.memoryId);
    const forgot = await api<{ removedMemoryIds: string[] }>('POST', `/v1/memories/${preference.memoryId}/forget`, {
      confirm: true,
    });
    expect({ status: forgot.status, removed: forgot.body.removedMemoryIds }).toEqual({
      status: 200,
      removed: [preference.memoryId],
    });

    // The other statement of the same message stays, with its episode line.
    expect((await get<Memory[]>('/v1/memories')).map((m) => m.memoryId)).toEqual([font.memoryId]);
    const profile = await get<{ entries: Array<{ memoryId: string }> }>('/v1/profile');
    expect(profile.entries.map((e) => e.memoryId)).toEqual([font.memoryId]);
    const episodes = await get<Episode[]>('/v1/memories/episodes');
    expect(episodes.map((e) => ({ taskId: e.taskId, lines: e.lines.length }))).toEqual([{ taskId: first, lines: 1 }]);
    await api('GET', `/v1/memories/${preference.memoryId}`).then((r) => expect(r.status).toBe(404));
    expect(await memoryDocuments(WORD)).toEqual([]);

    // Task 3 is given memory — the font and task 1's episode — but not the forgotten preference.
    const third = await newTask('a birthday card for a friend');
    const steps = await stepWith(third, (r) => r?.memoryIds.includes(font.memoryId) === true);
    expect(steps.filter((r) => r?.memoryIds.includes(preference.memoryId))).toEqual([]);
    expect(steps.find((r) => r?.memoryIds.includes(font.memoryId))).toEqual({
      memoryIds: [font.memoryId],
      episodeTaskIds: [first],
    });
    for (const answer of [
      await get('/v1/memories'),
      await get('/v1/profile'),
      await get('/v1/memories/episodes'),
      await get(`/v1/tasks/${third}/events`),
      await get(`/v1/tasks/${later}/events`),
    ])
      expect(mentions(answer)).toBe(false);
  });
});
