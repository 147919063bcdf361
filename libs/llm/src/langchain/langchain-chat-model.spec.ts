import { AIMessage, AIMessageChunk } from '@langchain/core/messages';
import { FakeChatModel, FakeListChatModel, FakeStreamingChatModel } from '@langchain/core/utils/testing';
import type { ModelInput } from '../port/chat-model.port';
import { ModelOutputError } from '../port/llm.errors';
import { LangChainChatModel } from './langchain-chat-model';
import { languageDirective, providerCallId, toLangChainMessages } from './to-langchain';

const tools = [
  {
    name: 'generate_image',
    description: 'Generates an image',
    inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
  },
];
const input: ModelInput = { system: 'You are Lomo.', messages: [{ role: 'user', content: 'make a poster' }], tools };

describe('LangChainChatModel with @langchain/core fakes', () => {
  it('given a text reply, when deciding, then the decision is the text with no tool calls', async () => {
    const model = new LangChainChatModel(new FakeListChatModel({ responses: ['Here is my answer.'] }), {
      modelName: 'fake',
    });

    expect(await model.decide(input)).toEqual({ text: 'Here is my answer.', toolCalls: [], model: 'fake' });
  });

  it('given AIMessage.tool_calls, when deciding, then each becomes {tool, input} in order, provider ids dropped', async () => {
    // The fake takes its text from `responses` and its tool calls from `chunks`.
    const reply = new AIMessageChunk({
      content: '',
      tool_calls: [
        { id: 'p-1', name: 'generate_image', args: { prompt: 'one' }, type: 'tool_call' },
        { id: 'p-2', name: 'generate_image', args: { prompt: 'two' }, type: 'tool_call' },
      ],
    });
    const model = new LangChainChatModel(
      new FakeStreamingChatModel({ responses: [new AIMessage('Two posters.')], chunks: [reply] }),
    );

    const decision = await model.decide(input);

    expect(decision).toEqual({
      text: 'Two posters.',
      toolCalls: [
        { tool: 'generate_image', input: { prompt: 'one' } },
        { tool: 'generate_image', input: { prompt: 'two' } },
      ],
      model: 'fake',
    });
  });

  it('given tools and a model without tool calling, when deciding, then it refuses instead of silently dropping the tools', async () => {
    const model = new LangChainChatModel(new FakeChatModel({}));

    await expect(model.decide(input)).rejects.toThrow(ModelOutputError);
    await expect(model.decide({ ...input, tools: [] })).resolves.toMatchObject({ toolCalls: [] });
  });
});

describe('toLangChainMessages', () => {
  it('puts the system prompt and language first and pairs each tool result with its call id', () => {
    const messages = toLangChainMessages({
      system: 'rules',
      language: 'ru',
      tools: [],
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: '', toolCalls: [{ id: '2:1:0', tool: 'look', input: 'not an object' }] },
        { role: 'tool', callId: '2:1:0', content: 'ok' },
      ],
    });

    expect(messages.map((m) => m.type)).toEqual(['system', 'human', 'ai', 'tool']);
    expect(messages[0].text).toBe(`rules\n${languageDirective('ru')}`);
    expect(messages[2]).toMatchObject({
      tool_calls: [{ id: providerCallId('2:1:0'), name: 'look', args: { input: 'not an object' } }],
    });
    expect(messages[3]).toMatchObject({ tool_call_id: providerCallId('2:1:0') });
  });

  it('translates call ids into the provider-safe alphabet without collisions', () => {
    const ids = ['1:2:0', '1_2_0', '1-2-0', '12:0:0', 'a.b'];
    const translated = ids.map(providerCallId);

    expect(new Set(translated).size).toBe(ids.length);
    for (const id of translated) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
