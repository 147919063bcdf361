import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@lomo/config';
import { LlmConfig } from '../config/llm.config';
import { createChatModel } from '../providers/create-chat-model';
import type { ChatModelPort, ModelInput } from '../port/chat-model.port';
import { RecordingChatModel } from './recording-chat-model';
import { ReplayChatModel } from './replay-chat-model';

const tools = [
  {
    name: 'generate_image',
    description: 'Generates an image',
    inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
  },
];
const input: ModelInput = { system: 'You are Lomo.', messages: [{ role: 'user', content: 'make 2 posters' }], tools };

describe('RecordingChatModel', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'lomo-record-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given any model, when it decides, then input and decision are captured to JSONL that replays to the same decision', async () => {
    const path = join(dir, 'run.jsonl');
    const recording = new RecordingChatModel(await createChatModel(loadConfig(LlmConfig, {})), { path });

    const decision = await recording.decide(input);

    expect(recording.steps).toEqual([{ input, decision }]);
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ input, decision }]);
    const replay = await ReplayChatModel.fromJsonl(path);
    expect(await replay.decide(input)).toEqual(decision);
  });

  it('given a model that fails, when it decides, then nothing is recorded: there was no decision', async () => {
    const failing: ChatModelPort = { decide: async () => Promise.reject(new Error('provider down')) };
    const recording = new RecordingChatModel(failing, { path: join(dir, 'none.jsonl') });

    await expect(recording.decide(input)).rejects.toThrow('provider down');
    expect(recording.steps).toEqual([]);
    await expect(readFile(join(dir, 'none.jsonl'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
