import { OpenAiDouble } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApiOnOpenAi, type ApiFixture } from '../testing/api-fixture';

interface Card {
  status: string;
  checklist: Array<{ itemId: string; status: string; results: Array<{ kind: string; id: string }> }>;
}

const KEY = 'sk-test-synchronous';

/**
 * Issue 31's done-when: a production DAG on a synchronous provider (OpenAI Images, whose answer
 * is the image) still renders its independent nodes side by side — each call runs as a
 * background job (ADR 0040) — over HTTP on the embedded platform, against an OpenAI double
 * that takes a second per image and checks each request against OpenAI's own schema.
 */
describe('gateway: a production DAG on a synchronous provider (ADR 0040)', () => {
  let api: ApiFixture;
  const openai = new OpenAiDouble(KEY);

  beforeAll(async () => {
    const url = await openai.start();
    openai.delayMs = 1_000;
    api = await startApiOnOpenAi(platformApp, url, KEY);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await openai.stop();
  });

  it('given a series of 3 posters, when the task runs on OpenAI Images taking 1 s per image, then the posters’ calls overlap in time, each is made once and every poster ends as an artifact', async () => {
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(api.keys.a))
        .set('idempotency-key', 'sync-posters')
        .send({ text: 'make a series of 3 retro posters of a lighthouse', language: 'en' })
        .expect(201)
    ).body.taskIds[0] as string;
    const card = await eventually(
      async () => {
        const c: Card = (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(200)).body;
        return c.status === 'idle' && c.checklist.length > 0 && c.checklist.every((i) => i.status === 'done')
          ? c
          : undefined;
      },
      'every poster done',
      180_000,
    );
    expect(card.checklist.map((i) => i.itemId)).toEqual(['poster-1', 'poster-2', 'poster-3']);
    expect(card.checklist.every((i) => i.results.some((r) => r.kind === 'artifact'))).toBe(true);

    expect(openai.creates()).toBe(3);
    expect(openai.spans).toHaveLength(3);
    const overlapping = openai.spans.flatMap((a, i) =>
      openai.spans.slice(i + 1).filter((b) => a.start < b.end && b.start < a.end),
    );
    expect(overlapping.length).toBeGreaterThan(0);
    expect(openai.maxInFlight).toBeGreaterThanOrEqual(2);
    // Every request matched OpenAI's published request schema.
    expect(openai.checked.map((c) => c.name)).toEqual(Array(3).fill('images/generations'));
    expect(openai.violations).toEqual([]);
  }, 240_000);
});
