import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import type { ModelInput } from '../port/chat-model.port';
import { ModelOutputError } from '../port/llm.errors';
import { LangChainChatModel } from './langchain-chat-model';
import { providerCallId } from './to-langchain';

/**
 * The real provider classes, with their SDK's `fetch` replaced by a local function: the
 * request the provider would send and the reply it parses are both real, no socket is opened.
 */
function fakeFetch(reply: string, contentType = 'application/json') {
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(reply, { status: 200, headers: { 'content-type': contentType } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const schema = { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] };
const input: ModelInput = {
  system: 'You are Lomo.',
  language: 'ru',
  tools: [{ name: 'generate_image', description: 'Generates one image', inputSchema: schema }],
  messages: [
    { role: 'user', content: 'сделай постер' },
    {
      role: 'assistant',
      content: '',
      toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: { prompt: 'постер' } }],
    },
    { role: 'tool', callId: '1:1:0', content: '{"jobId":"j-1"}' },
  ],
};
const wireId = providerCallId('1:1:0');

const openAiReply = (args: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 0,
    model: 'gpt-4.1-mini-2025-04-14',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_x', type: 'function', function: { name: 'generate_image', arguments: args } }],
        },
      },
    ],
    usage: { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 },
  });

describe('LangChainChatModel over real provider classes (no network)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('given OpenAI, when deciding, then it sends tools, history and call ids in OpenAI form and maps the tool call back', async () => {
    const wire = fakeFetch(openAiReply('{"prompt":"тёплый постер"}'));
    const model = new LangChainChatModel(
      new ChatOpenAI({ model: 'gpt-4.1-mini', apiKey: 'sk-test', maxRetries: 0, configuration: { fetch: wire.fetch } }),
    );

    const decision = await model.decide(input);

    expect(decision).toEqual({
      text: '',
      toolCalls: [{ tool: 'generate_image', input: { prompt: 'тёплый постер' } }],
      usage: { inputTokens: 12, outputTokens: 7 },
      model: 'gpt-4.1-mini-2025-04-14',
    });
    const body = wire.requests[0].body as { tools: unknown[]; messages: Array<Record<string, unknown>> };
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'generate_image', description: 'Generates one image', parameters: schema },
      },
    ]);
    expect(body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Language of the reply: ru'),
    });
    expect(body.messages[2]).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: wireId, function: { name: 'generate_image' } }],
    });
    expect(body.messages[3]).toMatchObject({ role: 'tool', tool_call_id: wireId, content: '{"jobId":"j-1"}' });
  });

  it('given tool arguments that are not JSON, when deciding, then it refuses to make a decision of them', async () => {
    // LangChain warns on every reply whose raw tool calls all failed to parse; expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wire = fakeFetch(openAiReply('{"prompt": '));
    const model = new LangChainChatModel(
      new ChatOpenAI({ model: 'gpt-4.1-mini', apiKey: 'sk-test', maxRetries: 0, configuration: { fetch: wire.fetch } }),
    );

    await expect(model.decide(input)).rejects.toThrow(ModelOutputError);
  });

  it('given a server error, when deciding, then the chat model retries by its own maxRetries and the decision still comes back', async () => {
    const headers = { 'content-type': 'application/json' };
    const replies = [
      new Response('{"error":{"message":"overloaded"}}', { status: 500, headers }),
      new Response(openAiReply('{"prompt":"again"}'), { status: 200, headers }),
    ];
    const fetch = jest.fn(async () => replies.shift()!);
    const model = new LangChainChatModel(
      new ChatOpenAI({ model: 'gpt-4.1-mini', apiKey: 'sk-test', maxRetries: 1, configuration: { fetch } }),
    );

    const decision = await model.decide(input);

    expect(decision.toolCalls).toEqual([{ tool: 'generate_image', input: { prompt: 'again' } }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('given Anthropic, when deciding, then call ids satisfy its id rule and tool_use blocks become tool calls', async () => {
    const wire = fakeFetch(
      JSON.stringify({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5-20250929',
        stop_reason: 'tool_use',
        stop_sequence: null,
        content: [
          { type: 'text', text: 'Делаю ещё один.' },
          { type: 'tool_use', id: 'toolu_1', name: 'generate_image', input: { prompt: 'ещё' } },
        ],
        usage: { input_tokens: 20, output_tokens: 9 },
      }),
    );
    const model = new LangChainChatModel(
      new ChatAnthropic({
        model: 'claude-sonnet-4-5',
        apiKey: 'sk-ant-test',
        maxRetries: 0,
        clientOptions: { fetch: wire.fetch },
      }),
    );

    const decision = await model.decide(input);

    expect(decision).toEqual({
      text: 'Делаю ещё один.',
      toolCalls: [{ tool: 'generate_image', input: { prompt: 'ещё' } }],
      usage: { inputTokens: 20, outputTokens: 9 },
      model: 'claude-sonnet-4-5-20250929',
    });
    const body = wire.requests[0].body as {
      system: unknown;
      tools: unknown[];
      messages: Array<{ content: Array<Record<string, unknown>> }>;
    };
    expect(body.tools).toEqual([expect.objectContaining({ name: 'generate_image', input_schema: schema })]);
    expect(JSON.stringify(body.system)).toContain('Language of the reply: ru');
    expect(body.messages[1].content).toEqual([expect.objectContaining({ type: 'tool_use', id: wireId })]);
    expect(body.messages[2].content).toEqual([expect.objectContaining({ type: 'tool_result', tool_use_id: wireId })]);
    expect(wireId).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('given Anthropic with the prompt cache on, when deciding, then the stable prefix (tools, system) ends in one cache_control marker', async () => {
    const wire = fakeFetch(
      JSON.stringify({
        id: 'msg_2',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5-20250929',
        stop_reason: 'end_turn',
        stop_sequence: null,
        content: [{ type: 'text', text: 'Готово.' }],
        usage: { input_tokens: 20, output_tokens: 2, cache_read_input_tokens: 16 },
      }),
    );
    const chat = new ChatAnthropic({
      model: 'claude-sonnet-4-5',
      apiKey: 'sk-ant-test',
      maxRetries: 0,
      clientOptions: { fetch: wire.fetch },
    });
    await new LangChainChatModel(chat, { promptCache: 'anthropic' }).decide(input);
    await new LangChainChatModel(chat).decide(input);

    const [cached, plain] = wire.requests.map((r) => r.body as { system: unknown; messages: unknown[] });
    expect(cached.system).toEqual([
      {
        type: 'text',
        text: "You are Lomo.\nLanguage of the reply: ru (the user's own language).",
        cache_control: { type: 'ephemeral' },
      },
    ]);
    // Only the prefix is marked: the volatile history after it is never a cache breakpoint.
    expect(JSON.stringify(cached.messages)).not.toContain('cache_control');
    expect(JSON.stringify(plain)).not.toContain('cache_control');
  });

  it('given Ollama, when deciding, then the streamed reply with tool calls becomes one decision', async () => {
    const line = {
      model: 'llama3.1',
      created_at: '2025-01-01T00:00:00Z',
      done: true,
      done_reason: 'stop',
      prompt_eval_count: 30,
      eval_count: 4,
    };
    const wire = fakeFetch(
      `${JSON.stringify({ ...line, message: { role: 'assistant', content: '', tool_calls: [{ function: { name: 'generate_image', arguments: { prompt: 'ollama' } } }] } })}\n`,
      'application/x-ndjson',
    );
    const model = new LangChainChatModel(
      new ChatOllama({ model: 'llama3.1', baseUrl: 'http://127.0.0.1:1', maxRetries: 0, fetch: wire.fetch }),
      { callTimeoutMs: 5_000 },
    );

    const decision = await model.decide(input);

    expect(decision.toolCalls).toEqual([{ tool: 'generate_image', input: { prompt: 'ollama' } }]);
    expect(decision.usage).toEqual({ inputTokens: 30, outputTokens: 4 });
    expect(wire.requests[0].url).toBe('http://127.0.0.1:1/api/chat');
    expect(wire.requests[0].body['tools']).toEqual([
      {
        type: 'function',
        function: { name: 'generate_image', description: 'Generates one image', parameters: schema },
      },
    ]);
  });
});
