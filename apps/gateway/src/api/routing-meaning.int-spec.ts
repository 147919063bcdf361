import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { platformApp } from '../../../platform/src/app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';

// The real e5-small engine (ADR 0035), installed by the project's own script (idempotent).
const ROOT = resolve(__dirname, '../../../..');
const EMBEDDER_PATH = execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-embedder.sh')], { encoding: 'utf8' }).trim();
jest.setTimeout(300_000);

/**
 * Issue 27: a follow-up reaches its task by meaning — in another language than the brief, or
 * naming one of the task's objects — not the task talked about last; over HTTP on the embedded
 * platform with the real e5-small embedder.
 */
describe('router: routing by meaning over HTTP (embedded platform, e5-small)', () => {
  let api: ApiFixture;
  const post = async (text: string, taskId?: string) =>
    (await api.http.post('/v1/main/messages').set(bearer(api.keys.a)).send({ text, taskId }).expect(201)).body;
  let storyboard: string;
  let poster: string;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://', EMBEDDER: 'e5-small', EMBEDDER_PATH });
    storyboard = (await post('I need a storyboard for our ferry commercial, six frames, ending at the harbour'))
      .taskIds[0];
    // Sent to the storyboard by id: what the task was told is part of what it is about.
    await post('frame three is the harbour at night with paper lanterns on the water', storyboard);
    poster = (await post('please design a poster for the jazz night at the Blue Door club, Friday 9pm')).taskIds[0];
  });
  afterAll(() => api.close());

  it('given the poster was talked about last, when a follow-up about the lanterns of frame three comes in Russian, then it reaches the storyboard', async () => {
    expect(poster).toBeDefined();
    const entry = await post('фонари на воде в третьем кадре сделай теплее');
    expect(entry).toMatchObject({ decision: 'attached_to_task', taskIds: [storyboard] });
    expect(entry.reason).toMatch(/meaning/);
  });
});
