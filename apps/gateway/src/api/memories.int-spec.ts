import { ToolRegistry } from '@lomo/agent-tools';
import { SEARCH_INDEX, type SearchIndex } from '@lomo/search';
import { MemoryCurator } from '@lomo/services/memory';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

interface MemoryBody {
  memoryId: string;
  content: string;
  scope: string;
  evidence: Array<{ link: string; source: { streamId?: string; revision?: number; taskId?: string } }>;
  conflicts: Array<{ memoryId: string; reason: string }>;
}

/** a preference stated in one task is remembered with provenance, recalled for a later task, and forgotten everywhere. */
describe('memory over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const b = () => bearer(api.keys.b);
  const memories = async () => (await api.http.get('/v1/memories').set(a()).expect(200)).body as MemoryBody[];
  const recall = async (taskId: string, query: string) => {
    const tool = api.app.get(ToolRegistry).get('recall')!;
    const outcome = await tool.run({ query } as never, {
      taskId,
      workspaceId: api.workspaces.a,
      callId: '1:1:0',
      generation: 1,
    });
    return outcome.result as {
      memories: Array<{ memoryId: string; content: string }>;
      episodes: Array<{ taskId: string; lines: string[] }>;
    };
  };
  const episodes = async () =>
    (await api.http.get('/v1/memories/episodes').set(a()).expect(200)).body as Array<{
      taskId: string;
      lines: Array<{ text: string; evidence: Array<{ excerpt: string; source: { taskId?: string } }> }>;
    }>;
  let firstTask: string;
  let laterTask: string;
  let muted: MemoryBody;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given a preference stated in a task message, then it is remembered with the message as evidence and enters the profile', async () => {
    const entry = (
      await api.http
        .post('/v1/main/messages')
        .set(a())
        .send({ text: 'I prefer muted colours for posters. A spring sale poster, please.' })
        .expect(201)
    ).body;
    firstTask = entry.taskIds[0];
    muted = await eventually(async () => (await memories()).find((m) => m.scope === 'user'), 'the extracted memory');
    expect(muted.content).toBe('I prefer muted colours for posters');
    expect(muted.evidence).toEqual([
      expect.objectContaining({
        link: 'ORIGIN',
        source: expect.objectContaining({ taskId: firstTask, revision: expect.any(Number) }),
      }),
    ]);
    expect((await api.http.get(`/v1/memories/${muted.memoryId}`).set(a()).expect(200)).body.memoryId).toBe(
      muted.memoryId,
    );
    const profile = (await api.http.get('/v1/profile').set(a()).expect(200)).body;
    expect(profile.entries.map((e: { content: string }) => e.content)).toEqual(['I prefer muted colours for posters']);
    // The stretch of work it came from is an episode, each line with its evidence.
    expect(await episodes()).toEqual([
      expect.objectContaining({
        taskId: firstTask,
        lines: [
          {
            text: 'stated preference: colour: I prefer muted colours for posters',
            evidence: [
              expect.objectContaining({
                excerpt: 'I prefer muted colours for posters.',
                source: expect.objectContaining({ taskId: firstTask }),
              }),
            ],
          },
        ],
      }),
    ]);
    expect((await api.http.get(`/v1/memories/episodes?taskId=${firstTask}`).set(a()).expect(200)).body).toHaveLength(1);
    expect((await api.http.get('/v1/memories/episodes').set(b()).expect(200)).body).toEqual([]);
  });

  it('given the memory, when a later task recalls by its goal, then the preference comes back', async () => {
    const entry = (
      await api.http.post('/v1/main/messages').set(a()).send({ text: 'a quick sketch of a lighthouse' }).expect(201)
    ).body;
    laterTask = entry.taskIds[0] ?? firstTask;
    // The task's owner reaches memory in the background (TaskCreated on the bus); until then the tool says so.
    const hits = await eventually(async () => {
      const result = await recall(laterTask, 'poster colours');
      return Array.isArray(result.memories) ? result : undefined;
    }, 'the later task known to memory');
    expect(hits.memories.map((r) => r.content)).toEqual(['I prefer muted colours for posters']);
    // And the earlier task's episode; the asking task's own (if it had one) is never its own recall.
    expect(hits.episodes).toEqual([
      expect.objectContaining({
        taskId: firstTask,
        lines: ['stated preference: colour: I prefer muted colours for posters'],
      }),
    ]);
  });

  it('given another workspace, then the memory is 404 there and forgetting it from there changes nothing', async () => {
    await api.http.get(`/v1/memories/${muted.memoryId}`).set(b()).expect(404);
    const res = await api.http
      .post(`/v1/memories/${muted.memoryId}/forget`)
      .set(b())
      .send({ confirm: true })
      .expect(404);
    expect(res.body.type).toBe(type('unknown_memory'));
    expect(await memories()).toHaveLength(1);
  });

  it('given a forget without confirm, then 400 naming the field and nothing changed', async () => {
    const res = await api.http.post(`/v1/memories/${muted.memoryId}/forget`).set(a()).send({}).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(res.body)).toContain('confirm');
    expect(await memories()).toHaveLength(1);
  });

  it('when forgotten, then it appears in no list, profile, episode, recall or search index; forgetting again is 404', async () => {
    const res = await api.http
      .post(`/v1/memories/${muted.memoryId}/forget`)
      .set(a())
      .send({ confirm: true })
      .expect(200);
    expect(res.body.removedMemoryIds).toEqual([muted.memoryId]);
    expect(await memories()).toEqual([]);
    expect((await api.http.get('/v1/profile').set(a()).expect(200)).body.entries).toEqual([]);
    expect(await episodes()).toEqual([]);
    expect(await recall(laterTask, 'poster colours muted')).toEqual({ memories: [], episodes: [] });
    const index = api.app.get<SearchIndex>(SEARCH_INDEX);
    expect(await index.get(api.workspaces.a, muted.memoryId)).toBeUndefined();
    const left = await index.search({ workspaceId: api.workspaces.a, text: 'muted colours posters', limit: 50 });
    // The task's own document keeps its brief (the task's, deleted with it: ); memory's documents hold none of it.
    expect(left.filter((hit) => /^(memory|episode):/.test(hit.document.kind))).toEqual([]);
    await api.http.get(`/v1/memories/${muted.memoryId}`).set(a()).expect(404);
    await api.http.post(`/v1/memories/${muted.memoryId}/forget`).set(a()).send({ confirm: true }).expect(404);
  });

  it('given two memories on one subject that say different things, when the curator runs, then each shows the other as a conflict until they agree', async () => {
    const remember = api.app.get(ToolRegistry).get('remember')!;
    const inferred = async (scope: string, content: string, callId: string) => {
      const context = { taskId: laterTask, workspaceId: api.workspaces.a, callId, generation: 1 };
      const outcome = await remember.run(
        { subject: 'headline font', content, scope, evidence: content } as never,
        context,
      );
      return (outcome.result as { memoryId: string }).memoryId;
    };
    const serif = await inferred('user', 'prefers serif headlines', '7:1:0');
    const mono = await inferred('workspace', 'the studio sets headlines in monospace', '7:2:0');
    expect((await memories()).find((m) => m.memoryId === serif)?.conflicts).toEqual([]);

    const curator = api.app.get(MemoryCurator);
    const flagged = await eventually(async () => {
      await curator.runOnce();
      const list = await memories();
      return list.find((m) => m.memoryId === serif)?.conflicts.length ? list : undefined;
    }, 'the conflict flagged');
    const reason = expect.stringContaining('say different things');
    expect(flagged.find((m) => m.memoryId === serif)?.conflicts).toEqual([{ memoryId: mono, reason }]);
    expect(flagged.find((m) => m.memoryId === mono)?.conflicts).toEqual([{ memoryId: serif, reason }]);

    // Corrected into agreement: settled on both cards (the curator never picks a side).
    await api.http
      .post(`/v1/memories/${mono}/correct`)
      .set(a())
      .send({ content: 'Prefers serif headlines' })
      .expect(200);
    const settled = await memories();
    expect(settled.find((m) => m.memoryId === serif)?.conflicts).toEqual([]);
    expect(settled.find((m) => m.memoryId === mono)?.conflicts).toEqual([]);
  });

  it('serves the console memory view, which reads and forgets through the API only', async () => {
    const page = await api.http.get('/console/memory.js').expect(200);
    expect(page.text).toContain('/v1/memories');
    expect(page.text).toContain('/v1/memories/episodes');
    expect((await api.http.get('/console/episodes.js').expect(200)).text).toContain('evidence');
    expect(page.text).toContain('confirm(');
    expect((await api.http.get('/console/').expect(200)).text).toContain('#/memory');
  });

  it('given an unknown or malformed id, then 404 / 400 with problem+json', async () => {
    await api.http.get('/v1/memories/00000000-0000-4000-8000-000000000000').set(a()).expect(404);
    const bad = await api.http.get('/v1/memories/not-a-uuid').set(a()).expect(400);
    expect(bad.body.type).toBe(type('validation_failed'));
  });
});
