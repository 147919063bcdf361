import { LangChainChatModel } from '../langchain/langchain-chat-model';
import { OFFLINE_PLANNER_MODEL, OfflinePlannerChatModel } from '../offline/offline-planner.chat-model';
import type { ModelInput, ToolSpec } from '../port/chat-model.port';
import { ModelOutputError } from '../port/llm.errors';
import { FALLBACK_NOTE, OfflineFallbackChatModel } from '../providers/offline-fallback.chat-model';
import { LlamaCppChatModel } from './llama-cpp.chat-model';
import type { GenerateRequest, Generated, LlamaGenerator } from './llama-engine';

/** A scripted engine: answers in order and keeps every request (the real one runs in llama-cpp.int-spec / local-model.int-spec). */
class ScriptedEngine implements LlamaGenerator {
  readonly requests: GenerateRequest[] = [];
  constructor(private readonly answers: Array<Generated | Error>) {}
  async generate(request: GenerateRequest): Promise<Generated> {
    this.requests.push(request);
    const next = this.answers.shift();
    if (!next) throw new Error('no scripted answer left');
    if (next instanceof Error) throw next;
    return next;
  }
}

const image: ToolSpec = {
  name: 'generate_image',
  description: 'Makes one image from a prompt.',
  inputSchema: {
    type: 'object',
    properties: { prompt: { type: 'string' }, seed: { type: 'integer' } },
    required: ['prompt'],
  },
};
const chatOf = (engine: LlamaGenerator) =>
  new LlamaCppChatModel({ engine, modelName: 'SmolLM2-135M-Instruct.Q4_1', timeoutMs: 5_000, maxTokens: 128 });
const input: ModelInput = {
  system: 'You are a creative agent.',
  messages: [{ role: 'user', content: 'draw a red fox in the snow' }],
  tools: [image],
};
const answer = (value: unknown): Generated => ({ text: JSON.stringify(value), stopReason: 'eogToken' });

describe('the llama-cpp chat model over a scripted engine (ADR 0047)', () => {
  it('given tools, then the grammar-shaped answer becomes the decision: reply, calls without null stand-ins, model named', async () => {
    const engine = new ScriptedEngine([
      {
        ...answer({
          reply: 'Painting it.',
          calls: [{ tool: 'generate_image', input: { prompt: 'a red fox', seed: null } }],
        }),
        usage: { inputTokens: 310, outputTokens: 24 },
      },
    ]);
    const decision = await new LangChainChatModel(chatOf(engine)).decide(input);

    expect(decision).toEqual({
      text: 'Painting it.',
      toolCalls: [{ tool: 'generate_image', input: { prompt: 'a red fox' } }],
      usage: { inputTokens: 310, outputTokens: 24 },
      model: 'SmolLM2-135M-Instruct.Q4_1',
    });
    const [request] = engine.requests;
    expect(request.maxTokens).toBe(128);
    expect(request.timeoutMs).toBe(5_000);
    expect(request.schema).toMatchObject({ properties: { calls: { minItems: 0 } } });
    expect(request.history[0]).toMatchObject({ type: 'system' });
    expect((request.history[0] as { text: string }).text).toContain(
      '- generate_image: Makes one image from a prompt. Input: {prompt: string, seed?: integer}',
    );
    expect(request.history.slice(1)).toEqual([
      { type: 'user', text: 'draw a red fox in the snow' },
      { type: 'model', response: [] },
    ]);
  });

  it('given an earlier call and its result, then both are in the history in the answer format', async () => {
    const engine = new ScriptedEngine([answer({ reply: 'Done.', calls: [] })]);
    await new LangChainChatModel(chatOf(engine)).decide({
      ...input,
      messages: [
        ...input.messages,
        {
          role: 'assistant',
          content: 'Painting.',
          toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: { prompt: 'fox' } }],
        },
        { role: 'tool', callId: '1:1:0', content: '{"jobId":"j-1"}' },
      ],
    });
    expect(engine.requests[0].history.slice(2, 4)).toEqual([
      {
        type: 'model',
        response: ['{"calls":[{"tool":"generate_image","input":{"prompt":"fox"}}],"reply":"Painting."}'],
      },
      { type: 'user', text: 'Result of generate_image (call call_1_3a1_3a0): {"jobId":"j-1"}' },
    ]);
  });

  it('given no tools, then the answer is free text with no grammar', async () => {
    const engine = new ScriptedEngine([{ text: 'Hello!', stopReason: 'eogToken' }]);
    const decision = await new LangChainChatModel(chatOf(engine)).decide({ ...input, tools: [] });
    expect(decision).toMatchObject({ text: 'Hello!', toolCalls: [] });
    expect(engine.requests[0].schema).toBeUndefined();
  });

  it('given structured output, then the grammar forces the one tool call and its arguments are the result', async () => {
    const engine = new ScriptedEngine([
      answer({ reply: '', calls: [{ tool: 'memory_candidates', input: { candidates: [] } }] }),
    ]);
    const structured = chatOf(engine).withStructuredOutput(
      {
        type: 'object',
        properties: { candidates: { type: 'array', items: { type: 'string' } } },
        required: ['candidates'],
      },
      { name: 'memory_candidates' },
    );
    expect(await structured.invoke([{ role: 'user', content: 'Our brand colour is teal.' }])).toEqual({
      candidates: [],
    });
    expect(engine.requests[0].schema).toMatchObject({ properties: { calls: { minItems: 1, maxItems: 1 } } });
  });

  it('given an answer cut at the token limit, then no decision exists: a ModelOutputError', async () => {
    const engine = new ScriptedEngine([{ text: '{"reply": "Paint', stopReason: 'maxTokens' }]);
    await expect(new LangChainChatModel(chatOf(engine)).decide(input)).rejects.toThrow(ModelOutputError);
  });

  it('given the guard and a model that fails, then the offline planner decides the step and the decision says why', async () => {
    const engine = new ScriptedEngine([new Error('the local model did not answer within 5000 ms')]);
    const guarded = new OfflineFallbackChatModel(
      new LangChainChatModel(chatOf(engine)),
      new LangChainChatModel(new OfflinePlannerChatModel(), { modelName: OFFLINE_PLANNER_MODEL }),
    );
    const decision = await guarded.decide(input);

    expect(decision.fallback).toBe('the local model did not answer within 5000 ms');
    expect(decision.model).toBe(OFFLINE_PLANNER_MODEL);
    expect(decision.text).toMatch(new RegExp(`^${FALLBACK_NOTE} \\(the local model did not answer within 5000 ms\\)`));
    expect(decision.toolCalls).toEqual([expect.objectContaining({ tool: 'generate_image' })]);
  });
});
