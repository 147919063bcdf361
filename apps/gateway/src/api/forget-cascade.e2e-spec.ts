import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DistributedCluster, ONE_OF_EACH } from '@lomo/testing';

jest.setTimeout(600_000);

const VALUE = 'Zinnoberrot';
/** Long enough that three of them outgrow a step's recent-history budget (6,000 tokens): the history is summarised. */
const LONG = (what: string) => `${what}. ${'draft notes '.repeat(1_500)}`;

interface Memory {
  memoryId: string;
  content: string;
  evidence: Array<{ source: { messageId?: string } }>;
}
interface Entry {
  messageId: string;
  decision: string;
  taskIds: string[];
  reply?: string;
  card?: { memories?: Array<{ memoryId: string; subject: string; content: string }> };
}
/**
 * The task runtime's model, outside the cluster: an Ollama-compatible `/api/chat` that answers
 * every call with a short text and keeps each request's body — the whole input of every step
 * (system context, messages, tools), which no HTTP endpoint of the cluster shows.
 */
function recordingModel(): Promise<{ server: Server; url: string; inputs: string[] }> {
  const inputs: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      inputs.push(body);
      const at = new Date().toISOString();
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(
        `${JSON.stringify({
          model: 'recorder',
          created_at: at,
          message: { role: 'assistant', content: 'Working on it.' },
          done: true,
          done_reason: 'stop',
          prompt_eval_count: 10,
          eval_count: 3,
        })}\n`,
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, inputs }),
    ),
  );
}

type LogEvent = { type: string; data: { text?: string; context?: { memory?: { memoryIds: string[] } } } };

/**
 * Issue 28's done-when in distributed mode: the gateway, router, memory and task runtime as OS
 * processes on PostgreSQL, Kafka and OpenSearch (an index of the cluster's own), through the
 * gateway's HTTP API only. A colour stated in German, summarised into its task's history and
 * indexed by the router, then forgotten in English by chat ("forget my brand colour" → card →
 * Forget), leaves 0 occurrences in memories, profile, episodes, the router's task documents in
 * OpenSearch, the task's summaries and the next task's log and step context; a fact stated
 * twice survives "forget that" said after one statement.
 */
describe('distributed: a forget said in chat reaches every store (issue 28)', () => {
  let cluster: DistributedCluster;
  let gateway: string;
  let headers: Record<string, string>;
  let model: Awaited<ReturnType<typeof recordingModel>>;

  const api = async <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${gateway}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
  };
  const until = <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 180_000) =>
    cluster.until(what, check, timeoutMs);
  /** A read, as a client does it: a 503 (a peer past its deadline on a loaded box) is asked again. */
  const get = <T>(path: string): Promise<T> =>
    until(`GET ${path}`, async () => {
      const res = await api<T>('GET', path);
      if (res.status === 503) return undefined;
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      return res.body;
    });
  /** A write retried on 503 (and on 409 while an earlier attempt holds the key) with one Idempotency-Key. */
  const send = <T>(path: string, body: unknown, expected: number) => {
    const key = randomUUID();
    return until(`POST ${path}`, async () => {
      const res = await api<T>('POST', path, body, { 'idempotency-key': key });
      const type = (res.body as { type?: string } | undefined)?.type ?? '';
      if (res.status === 503 || (res.status === 409 && type.endsWith('/idempotency_request_in_progress')))
        return undefined;
      expect({ path, status: res.status }).toEqual({ path, status: expected });
      return res.body;
    });
  };
  const post = (text: string) => send<Entry>('/v1/main/messages', { text }, 201);
  const answer = (messageId: string, optionId: string) =>
    send<Entry>(`/v1/main/messages/${messageId}/answer`, { optionId }, 200);
  const memories = () => get<Memory[]>('/v1/memories');
  const events = (taskId: string) => get<LogEvent[]>(`/v1/tasks/${taskId}/events`);
  const summaries = async (taskId: string) =>
    (await events(taskId)).filter((e) => e.type === 'HistorySummarised').map((e) => e.data.text ?? '');
  /** Every document of the cluster's OpenSearch index holding the value: the router's task documents and memory's. */
  const indexed = async () => {
    const url = new URL(`${cluster.openSearchIndex}/_search`, process.env.TEST_OPENSEARCH_URL);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        size: 100,
        query: { query_string: { query: `*${VALUE.toLowerCase()}*`, fields: ['title', 'body'] } },
      }),
    });
    if (res.status === 404) return '';
    expect(res.status).toBe(200);
    return JSON.stringify(((await res.json()) as { hits: { hits: unknown[] } }).hits.hits);
  };
  const taskDocument = async (taskId: string) => {
    const url = new URL(`${cluster.openSearchIndex}/_search`, process.env.TEST_OPENSEARCH_URL);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 10, query: { term: { id: taskId } } }),
    });
    return res.ok ? JSON.stringify(((await res.json()) as { hits: { hits: unknown[] } }).hits.hits) : '';
  };
  const stores = async (taskId: string) => ({
    memories: JSON.stringify(await memories()),
    profile: JSON.stringify(await get('/v1/profile')),
    episodes: JSON.stringify(await get('/v1/memories/episodes')),
    routerIndex: `${await taskDocument(taskId)}\n${await indexed()}`,
    summaries: (await summaries(taskId)).join('\n'),
  });
  const occurrences = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.split(VALUE).length - 1]));

  beforeAll(async () => {
    model = await recordingModel();
    cluster = await DistributedCluster.start({
      apps: ONE_OF_EACH,
      env: { 'task-runtime': { LLM_PROVIDER: 'ollama', OLLAMA_BASE_URL: model.url, LLM_MODEL: 'recorder' } },
    });
    [gateway] = cluster.gatewayUrls;
    headers = await cluster.devSession();
  }, 300_000);
  afterAll(async () => {
    await cluster?.teardown();
    await new Promise((resolve) => model?.server.close(resolve));
  });

  it('given a brand colour stated in German, indexed and summarised, when "forget my brand colour" is said and confirmed, then 0 occurrences are left in any store nor in the next task', async () => {
    const stated = await post(`Unsere Markenfarbe ist ${VALUE}. Ein Plakat für den Frühlingsverkauf, bitte.`);
    expect(stated.decision).toBe('created_task');
    const [taskId] = stated.taskIds;
    for (const text of ['make the headline bigger', 'add the store address', 'use a photo of tulips'])
      await send(`/v1/tasks/${taskId}/messages`, { text: LONG(text) }, 202);
    const colour = await until('the German statement remembered', async () =>
      (await memories()).find((m) => m.content.includes(VALUE)),
    );
    // A step whose memory or tool host missed its deadline on a loaded machine may leave the
    // long messages unsummarised until the next step: once idle, the task is nudged (at most 3 times).
    let nudges = 0;
    const before = await until('the colour in every store (indexed, summarised)', async () => {
      const counts = occurrences(await stores(taskId));
      if (Object.values(counts).every((n) => n > 0)) return counts;
      const card = await get<{ status: string }>(`/v1/tasks/${taskId}`);
      if (counts.summaries === 0 && card.status === 'idle' && nudges < 3) {
        nudges++;
        await send(`/v1/tasks/${taskId}/messages`, { text: 'go on' }, 202);
      }
      return undefined;
    }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify(occurrences(await stores(taskId)))}`);
    });
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    // The recorder sees what a step is given: the task's steps carried the colour.
    expect(model.inputs.some((input) => input.includes(VALUE))).toBe(true);

    const asked = await post('forget my brand colour');
    expect(asked).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    expect(asked.card?.memories).toEqual([
      { memoryId: colour.memoryId, subject: 'brand colour', content: colour.content },
    ]);
    expect((await answer(asked.messageId, 'forget')).reply).toBe('Forgotten: brand colour.');

    const after = await until('no copy of the forgotten colour in any store', async () => {
      const counts = occurrences(await stores(taskId));
      return Object.values(counts).every((n) => n === 0) ? counts : undefined;
    }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify(occurrences(await stores(taskId)))}`);
    });
    expect(after).toEqual({ memories: 0, profile: 0, episodes: 0, routerIndex: 0, summaries: 0 });
    // The rest of what was said stays indexed and summarised.
    expect(await taskDocument(taskId)).toContain('Frühlingsverkauf');
    expect((await summaries(taskId)).join('\n')).toContain('Ein Plakat für den Frühlingsverkauf, bitte.');

    // The next task's steps are given no memory of it (its log names what each step was given).
    const next = await post('design a lighthouse logo');
    const nextTask = next.taskIds[0];
    const steps = await until('the next task’s first step', async () => {
      const decided = (await events(nextTask)).filter((e) => e.type === 'StepDecided');
      return decided.length > 0 ? decided : undefined;
    });
    expect(steps.flatMap((s) => s.data.context?.memory?.memoryIds ?? [])).not.toContain(colour.memoryId);
    // Its whole input — system context (profile, recalled memories, episodes) and messages — holds no copy.
    const nextInputs = model.inputs.filter((input) => input.includes('design a lighthouse logo'));
    expect(nextInputs.length).toBeGreaterThan(0);
    expect(nextInputs.map((input) => input.split(VALUE).length - 1)).toEqual(nextInputs.map(() => 0));
    expect(JSON.stringify(await events(nextTask)).split(VALUE).length - 1).toBe(0);
  });

  it('given a fact stated in two tasks, when "forget that" follows the second statement and is confirmed, then the fact survives, resting on the first', async () => {
    const FONT = 'Our brand font is Quillora Sans';
    await post(`${FONT}. A flyer for the bakery, please.`);
    const first = await until('the font remembered', async () => (await memories()).find((m) => m.content === FONT));
    const second = await post(`${FONT}. A menu card for the café, please.`);
    await until('the second statement as evidence of the same fact', async () => {
      const m = await get<Memory>(`/v1/memories/${first.memoryId}`);
      return m.evidence.length >= 2 ? true : undefined;
    });

    const asked = await post('forget that');
    expect(asked.card?.memories?.map((m) => m.content)).toEqual([FONT]);
    await answer(asked.messageId, 'forget');

    const left = await until('the fact restated from the first statement', async () => {
      const list = (await memories()).filter((m) => m.content === FONT);
      return list.length === 1 ? list : undefined;
    });
    expect(JSON.stringify(await get('/v1/profile'))).toContain('Quillora Sans');
    const evidence = (await get<Memory>(`/v1/memories/${left[0].memoryId}`)).evidence;
    expect(evidence.map((e) => e.source.messageId)).not.toContain(second.messageId);
    expect(evidence.length).toBeGreaterThan(0);
  });
});
