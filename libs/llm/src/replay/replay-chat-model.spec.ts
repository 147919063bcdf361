import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModelDecision, ModelInput } from '../port/chat-model.port';
import { ReplayExhaustedError } from '../port/llm.errors';
import { parseRecording } from './recorded-step';
import { ReplayChatModel } from './replay-chat-model';

const plan: ModelDecision = {
  text: 'plan',
  toolCalls: [{ tool: 'generate_image', input: { prompt: 'poster' } }],
  model: 'recorded',
};
const done: ModelDecision = { text: 'done', toolCalls: [], model: 'recorded' };
const ask = (content: string): ModelInput => ({ system: 's', messages: [{ role: 'user', content }], tools: [] });

describe('ReplayChatModel', () => {
  it('given recorded decisions, when asked, then it plays them in order and keeps every input', async () => {
    const model = new ReplayChatModel([plan, done]);

    expect(await model.decide(ask('one'))).toEqual(plan);
    expect(await model.decide(ask('two'))).toEqual(done);
    expect(model.inputs.map((i) => i.messages[0])).toEqual([
      { role: 'user', content: 'one' },
      { role: 'user', content: 'two' },
    ]);
    expect(model.remaining).toBe(0);
  });

  it('given all decisions played, when asked again, then it fails loudly naming the re-run inference (R-4.7)', async () => {
    const model = new ReplayChatModel([plan]);
    await model.decide(ask('make a poster'));

    const again = model.decide(ask('make a poster'));

    await expect(again).rejects.toThrow(ReplayExhaustedError);
    await expect(again).rejects.toThrow(
      'asked for decision #2 but only 1 recorded (last user message: "make a poster")',
    );
    expect(model.inputs).toHaveLength(2);
  });

  it('given a caller that mutates its context or the decision afterwards, then neither the record nor the fixture changes', async () => {
    const model = new ReplayChatModel([plan, plan]);
    const input = ask('original');

    const first = await model.decide(input);
    (input.messages[0] as { content: string }).content = 'rewritten';
    (first.toolCalls[0].input as { prompt: string }).prompt = 'changed';

    expect(model.inputs[0].messages[0]).toEqual({ role: 'user', content: 'original' });
    expect(await model.decide(ask('again'))).toEqual(plan);
  });

  it('given a JSONL file of bare decisions and recorded steps, when loaded, then it replays both kinds of line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lomo-replay-'));
    try {
      const path = join(dir, 'turn.jsonl');
      await writeFile(path, `${JSON.stringify(plan)}\n\n${JSON.stringify({ input: ask('x'), decision: done })}\n`);

      const model = await ReplayChatModel.fromJsonl(path);

      expect([await model.decide(ask('a')), await model.decide(ask('b'))]).toEqual([plan, done]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('given a malformed line, when parsing, then it names the line instead of dropping it', () => {
    expect(() => parseRecording(`${JSON.stringify(plan)}\n{"text":"no calls"}\n`, 'fixture.jsonl')).toThrow(
      'fixture.jsonl:2: not a model decision',
    );
    expect(() => parseRecording('{oops', 'fixture.jsonl')).toThrow(/fixture\.jsonl:1: not JSON/);
  });
});
