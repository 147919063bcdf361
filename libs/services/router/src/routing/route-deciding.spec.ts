import { ReplayChatModel, type ChatModelPort, type ModelDecision } from '@lomo/llm';
import type { RouteCandidate } from './route';
import { ModelRouteDecider, OFFLINE_RULES, OfflineRouteDecider } from './route-deciding';

const cat: RouteCandidate = {
  taskId: 'cat-id',
  brief: 'a red cat, watercolour',
  status: 'idle',
  score: 0.2,
  source: 'recent',
  exact: false,
  recency: 0,
};
const dog: RouteCandidate = { ...cat, taskId: 'dog-id', brief: 'a blue dog', score: 0.1, recency: 1 };
const message = { text: 'make the kitten warmer', candidates: [cat, dog] };
const answer = (input: Record<string, unknown>): ModelDecision => ({
  text: '',
  toolCalls: [{ tool: 'route', input }],
  model: 'recorded-router',
});

describe('model-backed routing (R-2.2), offline rules as fallback', () => {
  it('given the model attaches to a listed ref, then the message goes to that task and the model is named', async () => {
    const model = new ReplayChatModel([answer({ outcome: 'attach', task: 'T1', reason: 'the kitten is the cat' })]);
    const decided = await new ModelRouteDecider(model).decide(message);
    expect(decided).toMatchObject({
      route: { outcome: 'attach', taskId: 'cat-id', reason: 'model: the kitten is the cat' },
      decidedBy: 'recorded-router',
    });
    expect(decided.modelFallback).toBeUndefined();
    const prompt = model.inputs[0];
    expect(prompt.tools.map((t) => t.name)).toEqual(['route']);
    expect(prompt.messages[0].content).toContain('T1 | a red cat, watercolour | idle');
    expect(prompt.messages[0].content).not.toContain('cat-id');
  });

  it('given the model asks between two refs, then the card offers both tasks', async () => {
    const model = new ReplayChatModel([answer({ outcome: 'ask_user', tasks: ['T1', 'T2'], reason: 'both fit' })]);
    expect((await new ModelRouteDecider(model).decide(message)).route).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['cat-id', 'dog-id'],
    });
  });

  it.each([
    ['throws', { decide: () => Promise.reject(new Error('provider down')) }, 'provider down'],
    [
      'answers a ref it was not given',
      new ReplayChatModel([answer({ outcome: 'attach', task: 'T9', reason: 'x' })]),
      'not a listed task',
    ],
    [
      'answers without the tool',
      new ReplayChatModel([{ text: 'attach it', toolCalls: [], model: 'm' }]),
      'did not call',
    ],
    [
      'answers an unknown outcome',
      new ReplayChatModel([answer({ outcome: 'delete_all', reason: 'x' })]),
      'unknown outcome',
    ],
    [
      'failed behind its offline guard (llama-cpp)',
      new ReplayChatModel([
        { ...answer({ outcome: 'attach', task: 'T1', reason: 'x' }), fallback: 'cut at the token limit' },
      ]),
      'cut at the token limit',
    ],
  ])('given a model that %s, then the offline rules decide and the event says why', async (_, model, why) => {
    const decided = await new ModelRouteDecider(model as ChatModelPort).decide(message);
    expect(decided.decidedBy).toBe(OFFLINE_RULES);
    expect(decided.modelFallback).toContain(why);
    expect(decided.route).toEqual((await new OfflineRouteDecider().decide(message)).route);
  });

  it('given a model slower than the timeout, then the offline rules decide', async () => {
    const slow: ChatModelPort = { decide: () => new Promise(() => undefined) };
    const decided = await new ModelRouteDecider(slow, { timeoutMs: 20 }).decide(message);
    expect(decided).toMatchObject({ decidedBy: OFFLINE_RULES, modelFallback: 'the model did not answer within 20 ms' });
  });

  it('given a huge message, then the prompt is cut and stays small', async () => {
    const huge = { ...message, text: 'cat '.repeat(5_000) };
    const decided = await new OfflineRouteDecider().decide(huge);
    expect(decided.promptTokens).toBeLessThan(1_000);
  });
});
