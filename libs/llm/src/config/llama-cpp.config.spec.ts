import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@lomo/config';
import { createChatModel } from '../providers/create-chat-model';
import { LlmConfig, type LlmSettings } from './llm.config';

const dir = mkdtempSync(join(tmpdir(), 'lomo-gguf-'));
/** A file with a GGUF header: enough for the config's check, which never loads the model. */
const gguf = join(dir, 'tiny.gguf');
writeFileSync(gguf, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(28)]));
const text = join(dir, 'notes.txt');
writeFileSync(text, 'not a model');

const problems = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadConfig(LlmConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('LlmConfig for LLM_PROVIDER=llama-cpp (ADR 0047)', () => {
  it('given a readable GGUF file, then it loads with two threads, an 8192-token window and 512-token answers', () => {
    expect(loadConfig(LlmConfig, { LLM_PROVIDER: 'llama-cpp', LLM_MODEL_PATH: gguf })).toMatchObject({
      LLM_PROVIDER: 'llama-cpp',
      LLM_MODEL_PATH: gguf,
      LLM_THREADS: 2,
      LLM_CONTEXT_SIZE: 8192,
      LLM_MAX_TOKENS: 512,
    });
  });

  it('given no model path, then the error names LLM_MODEL_PATH', () => {
    expect(problems({ LLM_PROVIDER: 'llama-cpp' })).toEqual([
      'LLM_MODEL_PATH: LLM_MODEL_PATH is required when LLM_PROVIDER=llama-cpp (unset)',
    ]);
  });

  it.each([
    ['a missing file', join(dir, 'absent.gguf'), 'no such file'],
    ['a directory', dir, 'not a file'],
    ['a file that is not GGUF', text, 'not a GGUF file (no GGUF header)'],
  ])('given %s, then the boot stops with what is wrong and the path', (_, path, why) => {
    expect(problems({ LLM_PROVIDER: 'llama-cpp', LLM_MODEL_PATH: path })).toEqual([
      `LLM_MODEL_PATH: LLM_MODEL_PATH must be a readable GGUF model file: ${why} (got "${path}")`,
    ]);
  });

  it('given threads, window or answer length out of bounds, then each is reported', () => {
    const fields = problems({
      LLM_PROVIDER: 'llama-cpp',
      LLM_MODEL_PATH: gguf,
      LLM_THREADS: '0',
      LLM_CONTEXT_SIZE: '100',
      LLM_MAX_TOKENS: 'many',
    }).map((p) => p.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['LLM_THREADS', 'LLM_CONTEXT_SIZE', 'LLM_MAX_TOKENS']));
  });

  it('given another provider, then a bad model path is not its concern', () => {
    expect(problems({ LLM_PROVIDER: 'offline', LLM_MODEL_PATH: text })).toEqual([]);
  });

  it('given hand-built settings with a wrong path, then the factory refuses them before loading anything', async () => {
    const settings: LlmSettings = {
      LLM_PROVIDER: 'llama-cpp',
      LLM_MODEL_PATH: text,
      OLLAMA_BASE_URL: 'http://127.0.0.1:11434',
      LLM_TIMEOUT_MS: 1_000,
      LLM_MAX_RETRIES: 0,
    };
    await expect(createChatModel(settings)).rejects.toThrow(ConfigError);
    await expect(createChatModel(settings)).rejects.toThrow('LLM_MODEL_PATH must be a readable GGUF model file');
    await expect(createChatModel({ ...settings, LLM_MODEL_PATH: undefined })).rejects.toThrow(
      'LLM_MODEL_PATH is required when LLM_PROVIDER=llama-cpp',
    );
  });
});
