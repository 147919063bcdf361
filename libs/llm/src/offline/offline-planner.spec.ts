import Ajv from 'ajv';
import { loadConfig } from '@lomo/config';
import { LlmConfig } from '../config/llm.config';
import { createChatModel } from '../providers/create-chat-model';
import type { ChatModelPort, ModelDecision, ModelMessage, ToolSpec } from '../port/chat-model.port';
import { OFFLINE_MAX_ITEMS } from './offline-planner';

const generateImage: ToolSpec = {
  name: 'generate_image',
  description: 'Generates one image from a text prompt (paid).',
  inputSchema: {
    type: 'object',
    properties: {
      prompt: { type: 'string', minLength: 1, maxLength: 2000 },
      aspect_ratio: { enum: ['2:3', '1:1'] },
      seed: { type: 'integer' },
    },
    required: ['prompt', 'aspect_ratio'],
    additionalProperties: false,
  },
};
const updateChecklist: ToolSpec = {
  name: 'update_checklist',
  description: 'Replaces the task checklist.',
  inputSchema: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        items: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
      },
    },
    required: ['items'],
  },
};
const deleteArtifact: ToolSpec = {
  name: 'delete_artifact',
  description: 'Deletes an artifact.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
};
const tools = [deleteArtifact, updateChecklist, generateImage];

const ajv = new Ajv({ strict: false });
const validFor = (tool: ToolSpec, input: unknown) => ajv.validate(tool.inputSchema, input);

/** The task runtime's loop in miniature: decide, run every call, feed results back, until no calls. */
async function runTurn(
  model: ChatModelPort,
  request: string,
  offered: ToolSpec[],
  result = (_tool: string): unknown => ({ jobId: 'job-1' }),
  language?: string,
) {
  const messages: ModelMessage[] = [{ role: 'user', content: request }];
  const decisions: ModelDecision[] = [];
  for (let step = 1; step <= 10; step++) {
    const decision = await model.decide({
      system: 'You are Lomo.',
      messages,
      tools: offered,
      ...(language ? { language } : {}),
    });
    decisions.push(decision);
    if (decision.toolCalls.length === 0) return decisions;
    const calls = decision.toolCalls.map((call, i) => ({ id: `1:${step}:${i}`, ...call }));
    messages.push({ role: 'assistant', content: decision.text, toolCalls: calls });
    for (const call of calls)
      messages.push({ role: 'tool', callId: call.id, content: JSON.stringify(result(call.tool)) });
  }
  throw new Error('the turn did not finish within 10 steps');
}

describe('offline planner (LLM_PROVIDER=offline, through the LangChain port path)', () => {
  let model: Awaited<ReturnType<typeof createChatModel>>;
  beforeAll(async () => {
    model = await createChatModel(loadConfig(LlmConfig, {}));
  });

  it('given a poster series request, when run to the end, then it plans a checklist and one generation per poster, then summarizes and finishes', async () => {
    const [plan, summary, ...rest] = await runTurn(model, 'make me a series of 3 retro posters', tools);

    expect(rest).toEqual([]);
    expect(plan.model).toBe('lomo-offline-planner');
    expect(plan.text).toMatch(/^Offline planner \(no language model is configured\)/);
    expect(plan.toolCalls.map((c) => c.tool)).toEqual([
      'update_checklist',
      'generate_image',
      'generate_image',
      'generate_image',
    ]);
    expect(plan.toolCalls[0].input).toEqual({
      items: [{ title: 'Image 1 of 3' }, { title: 'Image 2 of 3' }, { title: 'Image 3 of 3' }],
    });
    for (const call of plan.toolCalls)
      expect(
        validFor(
          tools.find((t) => t.name === call.tool)!,
          call.input,
        ),
      ).toBe(true);
    expect(plan.toolCalls[1].input).toEqual({
      prompt: 'make me a series of 3 retro posters (1/3)',
      aspect_ratio: '2:3',
    });
    expect(summary.toolCalls).toEqual([]);
    expect(summary.text).toContain('all 4 tool calls are back — 4 succeeded, 0 did not');
  });

  it("given the runtime's task state after the results, when deciding, then it summarizes instead of planning the state as a request", async () => {
    const state: ModelMessage = { role: 'user', content: '[Task state from the runtime, turn 1]', runtime: true };
    const first = await model.decide({
      system: 'You are Lomo.',
      messages: [{ role: 'user', content: 'a red cat, watercolour' }],
      tools,
    });
    const calls = first.toolCalls.map((call, i) => ({ id: `1:1:${i}`, ...call }));
    const second = await model.decide({
      system: 'You are Lomo.',
      messages: [
        { role: 'user', content: 'a red cat, watercolour' },
        { role: 'assistant', content: first.text, toolCalls: calls },
        ...calls.map((c): ModelMessage => ({ role: 'tool', callId: c.id, content: '{"jobId":"job-1"}' })),
        state,
      ],
      tools,
    });
    expect(calls.map((c) => c.tool)).toContain('generate_image');
    expect(second.toolCalls).toEqual([]);
    expect(second.text).toContain(`all ${calls.length} tool calls are back`);
  });

  it('given no checklist tool, when planning, then it calls only the generator it was offered', async () => {
    const [plan] = await runTurn(model, 'Draw two cat pictures', [generateImage]);

    expect(plan.toolCalls).toHaveLength(2);
    expect(new Set(plan.toolCalls.map((c) => c.tool))).toEqual(new Set(['generate_image']));
  });

  it('given a plain question, when deciding, then it answers with text only and says what it is', async () => {
    const decisions = await runTurn(model, 'What is the capital of France?', tools);

    expect(decisions).toHaveLength(1);
    expect(decisions[0].toolCalls).toEqual([]);
    expect(decisions[0].text).toMatch(/Offline planner .*cannot answer questions.*LLM_PROVIDER/s);
  });

  it('given a request in Russian, when run, then the plan and the summary are in Russian', async () => {
    const [plan, summary] = await runTurn(model, 'Сделай серию из трёх ретро-постеров', tools);

    expect(plan.text).toMatch(/^Офлайн-планировщик/);
    expect(plan.text).toContain('3 пункта');
    expect(plan.toolCalls.filter((c) => c.tool === 'generate_image')).toHaveLength(3);
    expect(summary.text).toMatch(/^Офлайн-планировщик.*успешно — 4/s);
  });

  it("given the task's language, when the words are in another script, then the task's language wins (R-2.7)", async () => {
    const [plan] = await runTurn(model, 'make one poster', tools, undefined, 'ru-RU');

    expect(plan.text).toMatch(/^Офлайн-планировщик/);
  });

  it('given failed tool results, when summarizing, then refusals and unknown outcomes are reported as failures', async () => {
    const results = [{ refused: true, reason: 'invalid_input' }, { outcome: 'unknown' }];
    let i = 0;
    const [, summary] = await runTurn(model, 'make 2 posters', [generateImage], () => results[i++]);

    expect(summary.text).toContain('0 succeeded, 2 did not');
    expect(summary.text).toContain('refused (invalid_input)');
    expect(summary.text).toContain('outcome unknown');
  });

  it('given a request for more items than its cap, when planning, then it makes the cap and says so', async () => {
    const [plan] = await runTurn(model, 'make 40 posters', [generateImage]);

    expect(plan.toolCalls).toHaveLength(OFFLINE_MAX_ITEMS);
    expect(plan.text).toContain(`you asked for 40; the offline planner makes at most ${OFFLINE_MAX_ITEMS}`);
  });

  it('given a video request and only an image generator, when deciding, then it calls nothing rather than the wrong tool', async () => {
    const decisions = await runTurn(model, "turn yesterday's cat picture into a 5-second video", tools);

    expect(decisions).toHaveLength(1);
    expect(decisions[0].toolCalls).toEqual([]);
    expect(decisions[0].text).toContain('none of the tools offered here can make this kind of media (video)');
  });

  it('given "a 5-second video" and a video generator with a seconds field, when planning, then every clip asks for 5 seconds (issue 21 §5)', async () => {
    const generateVideo: ToolSpec = {
      name: 'generate_video',
      description: 'Generate a short video from a prompt (paid; minutes; the result arrives later).',
      inputSchema: {
        type: 'object',
        required: ['prompt'],
        additionalProperties: false,
        properties: {
          prompt: { type: 'string', minLength: 1 },
          width: { type: 'integer', minimum: 1 },
          seconds: { type: 'number', minimum: 0 },
        },
      },
    };

    const [plan] = await runTurn(model, 'make two 5-second videos of a fox crossing a river', [
      updateChecklist,
      generateVideo,
    ]);

    const clips = plan.toolCalls.filter((c) => c.tool === 'generate_video');
    expect(clips.map((c) => c.input)).toEqual([
      { prompt: 'make two 5-second videos of a fox crossing a river (1/2)', seconds: 5 },
      { prompt: 'make two 5-second videos of a fox crossing a river (2/2)', seconds: 5 },
    ]);
    for (const clip of clips) expect(validFor(generateVideo, clip.input)).toBe(true);
  });

  it('given a generator whose input it cannot fill reliably, when deciding, then it does not call it', async () => {
    const strict: ToolSpec = {
      ...generateImage,
      inputSchema: {
        type: 'object',
        properties: { prompt: { type: 'string', pattern: '^[a-z]+$' } },
        required: ['prompt'],
      },
    };

    const [decision] = await runTurn(model, 'make a poster', [strict]);

    expect(decision.toolCalls).toEqual([]);
    expect(decision.text).toContain('generate_image asks for input I cannot fill in reliably');
  });

  it('given a task with a brief, when a follow-up naming no medium arrives, then it makes one new version of the brief with the change and keeps the plan (issue 26)', async () => {
    const decision = await model.decide({
      system: 'You are Lomo.\nTask brief: a green parrot on a branch, watercolour',
      messages: [
        { role: 'user', content: 'a green parrot on a branch, watercolour' },
        { role: 'assistant', content: 'drawing', toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: {} }] },
        { role: 'tool', callId: '1:1:0', content: '{"jobId":"job-1"}' },
        { role: 'user', content: 'make it warmer' },
      ],
      tools,
    });
    expect(decision.toolCalls.map((c) => c.tool)).toEqual(['generate_image']);
    expect((decision.toolCalls[0].input as { prompt: string }).prompt).toBe(
      'a green parrot on a branch, watercolour — make it warmer',
    );
  });

  it('given a rejected cost card, when its rejection note arrives, then it proposes nothing and says so; a later request plans again (docs/chaos.md, finding 3)', async () => {
    const refused = JSON.stringify({ refused: true, reason: 'cost_confirmation_required' });
    const proposal = 'Spend 0.20 USD on a poster of a red cat? 9.80 USD left afterwards.';
    const history: ModelMessage[] = [
      { role: 'user', content: 'a poster of a red cat' },
      { role: 'assistant', content: 'drawing', toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: {} }] },
      { role: 'tool', callId: '1:1:0', content: refused },
      { role: 'user', content: `I rejected: ${proposal}` },
    ];
    const system = 'You are Lomo.\nTask brief: a poster of a red cat';
    const decision = await model.decide({ system, messages: history, tools });
    expect(decision.toolCalls).toEqual([]);
    expect(decision.text).toContain(`you declined "${proposal}"`);

    const again = await model.decide({
      system,
      messages: [
        ...history,
        { role: 'assistant', content: decision.text },
        { role: 'user', content: 'make it warmer' },
      ],
      tools,
    });
    expect(again.toolCalls.map((c) => c.tool)).toEqual(['generate_image']);
  });

  it('given a task with a brief, when a remark asks for nothing to be made, then it proposes nothing', async () => {
    const decision = await model.decide({
      system: 'You are Lomo.\nTask brief: a red cat, watercolour',
      messages: [
        { role: 'user', content: 'a red cat, watercolour' },
        { role: 'assistant', content: 'drawing', toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: {} }] },
        { role: 'tool', callId: '1:1:0', content: '{"jobId":"job-1"}' },
        { role: 'user', content: 'Our brand colour is teal, please always use it.' },
      ],
      tools,
    });
    expect(decision.toolCalls).toEqual([]);
  });

  it('given a request and a remark that arrived before its first turn, when deciding, then it plans the request with the remark in its prompt', async () => {
    const decision = await model.decide({
      system: 'You are Lomo.\nTask brief: a whale breaching at sunset, poster',
      messages: [
        { role: 'user', content: 'a whale breaching at sunset, poster' },
        { role: 'user', content: 'summary of earlier turns', runtime: true },
        { role: 'user', content: 'Our brand colour is teal, please always use it.' },
      ],
      tools,
    });
    const generations = decision.toolCalls.filter((c) => c.tool === 'generate_image');
    expect(generations).toHaveLength(1);
    expect((generations[0].input as { prompt: string }).prompt).toBe(
      'a whale breaching at sunset, poster — Our brand colour is teal, please always use it.',
    );
  });

  it('given a turn whose tool results are still missing, when asked again, then it proposes nothing', async () => {
    const decision = await model.decide({
      system: '',
      tools,
      messages: [
        { role: 'user', content: 'make 2 posters' },
        {
          role: 'assistant',
          content: '',
          toolCalls: [
            { id: '1:1:0', tool: 'generate_image', input: {} },
            { id: '1:1:1', tool: 'generate_image', input: {} },
          ],
        },
        { role: 'tool', callId: '1:1:0', content: '{}' },
      ],
    });

    expect(decision).toMatchObject({ toolCalls: [], text: expect.stringContaining('waiting for 1 tool result') });
  });
});
