import type { StepDecision, StepInput, TaskModel } from '@lomo/services/task-runtime';
import { platformWithModel } from '../../../platform/src/testing/scripted-platform';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

/** The agent's side: answers every step and keeps what it was shown. */
class Recorder implements TaskModel {
  readonly inputs: StepInput[] = [];
  async decide(input: StepInput): Promise<StepDecision> {
    this.inputs.push(input);
    return { text: 'Noted.', toolCalls: [] };
  }
}

/** what one task heard shapes a later task's step context, and is gone from it once forgotten. */
describe('memory in the step context (embedded platform, HTTP)', () => {
  let api: ApiFixture;
  const agent = new Recorder();
  const a = () => bearer(api.keys.a);
  const PREFERENCE = 'I prefer muted colours for posters';
  const stepsOf = (brief: string) => agent.inputs.filter((i) => i.system.includes(`Task brief: ${brief}`));
  /** What the task's log says shaped each step: memory ids and episodes' task ids, never their words. */
  const stepRefs = async (taskId: string) => {
    const events = (await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body as Array<{
      type: string;
      data: { context?: { memory?: { memoryIds: string[]; episodeTaskIds: string[] } } };
    }>;
    return events.filter((e) => e.type === 'StepDecided').map((e) => e.data.context?.memory);
  };

  beforeAll(async () => {
    api = await startApi(platformWithModel(agent), { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given a preference stated in one task, then a later task sees it and the episode in its step context; after forgetting, the next step sees neither', async () => {
    const stated = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: `${PREFERENCE}. A spring sale poster, please.` })
      .expect(201);
    const firstTask: string = stated.body.taskIds[0];
    const [memory] = await eventually(async () => {
      const list = (await api.http.get('/v1/memories').set(a()).expect(200)).body as Array<{ memoryId: string }>;
      return list.length > 0 ? list : undefined;
    }, 'the extracted memory');

    const later = 'design a lighthouse logo';
    const { taskIds } = (await api.http.post('/v1/main/messages').set(a()).send({ text: later }).expect(201)).body;
    const [first] = await eventually(
      async () => (stepsOf(later).length > 0 ? stepsOf(later) : undefined),
      'the later task’s first step',
    );
    expect(first.system).toContain('What you remember about this person:');
    expect(first.system).toContain(PREFERENCE);
    // What the first task established, as an episode line of an earlier task.
    expect(first.system).toMatch(/- earlier task \(\d{4}-\d\d-\d\d\): stated preference: colour: I prefer muted/);
    const [refs] = await eventually(async () => {
      const all = await stepRefs(taskIds[0]);
      return all.length > 0 ? all : undefined;
    }, 'the later task’s first step in its log');
    expect(refs).toEqual({ memoryIds: [memory.memoryId], episodeTaskIds: [firstTask] });

    await api.http.post(`/v1/memories/${memory.memoryId}/forget`).set(a()).send({ confirm: true }).expect(200);
    const before = stepsOf(later).length;
    const loggedBefore = (await stepRefs(taskIds[0])).length;
    await api.http.post(`/v1/tasks/${taskIds[0]}/messages`).set(a()).send({ text: 'make it round' }).expect(202);
    const next = await eventually(async () => stepsOf(later)[before], 'the step after the forget');
    expect(next.system).not.toContain('muted');
    expect(agent.inputs.slice(agent.inputs.indexOf(next)).some((i) => i.system.includes('muted'))).toBe(false);
    expect(next.system).not.toContain('earlier task');
    const logged = await eventually(async () => {
      const all = await stepRefs(taskIds[0]);
      return all.length > loggedBefore ? all : undefined;
    }, 'the step after the forget, logged');
    expect(logged[loggedBefore]).toBeUndefined();
    // The later task's log names the memory it once used, never its words.
    const log = (await api.http.get(`/v1/tasks/${taskIds[0]}/events`).set(a()).expect(200)).text;
    expect(log).not.toMatch(/muted/i);
  });
});
