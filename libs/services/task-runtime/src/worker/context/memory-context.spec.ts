import type { EpisodeView, MemoryApi, MemoryView } from '@lomo/service-api';
import type { Task } from '../../task/task.state';
import { EPISODE_CONTEXT, memoryContextSource } from './memory-context';

const task = { taskId: 't-1', workspaceId: 'ws', userId: 'u', brief: 'a poster' } as Task;
const memory = (memoryId: string, content: string, origin: MemoryView['origin'] = 'user_stated') =>
  ({ memoryId, subject: 'colour', content, origin }) as MemoryView;
const episode = (taskId: string, texts: string[]): EpisodeView => ({
  taskId,
  version: 1,
  from: '2026-11-30T09:00:00.000Z',
  until: '2026-11-30T10:00:00.000Z',
  lines: texts.map((text) => ({ text, evidence: [] })),
});
const profile = async () => ({
  version: 1,
  entries: [{ memoryId: 'm1', version: 1, subject: 'colour', content: 'muted' }],
});

describe('memory in the step context', () => {
  it('given a profile, recalled memories and an earlier episode, then each appears once, inferences marked, and their ids are the refs', async () => {
    const api = {
      getProfile: profile,
      recall: async () => [
        { memory: memory('m1', 'muted'), score: 1 },
        { memory: memory('m2', 'likes teal', 'model_inferred'), score: 0.5 },
      ],
      recallEpisodes: async () => [
        { episode: episode('t-0', ['stated colour: muted', 'confirmed colour: muted']), score: 0.4 },
      ],
    } as unknown as MemoryApi;
    expect(await memoryContextSource(api).contextFor(task)).toEqual({
      lines: [
        'colour: muted',
        'colour: likes teal (your inference)',
        'earlier task (2026-11-30): stated colour: muted; confirmed colour: muted',
      ],
      refs: { memoryIds: ['m1', 'm2'], episodeTaskIds: ['t-0'] },
    });
  });

  it('given long and many episodes, then the context keeps to the episode budget: the newest lines of the first episodes, cut short', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `stated note ${i}: ${'x'.repeat(i === 19 ? 900 : 10)}`);
    const api = {
      getProfile: async () => ({ version: 0, entries: [] }),
      recall: async () => [],
      recallEpisodes: async () => ['a', 'b', 'c', 'd'].map((id) => ({ episode: episode(id, many), score: 1 })),
    } as unknown as MemoryApi;
    const { lines, refs } = await memoryContextSource(api).contextFor(task);
    expect(refs).toEqual({ memoryIds: [], episodeTaskIds: ['a', 'b'] });
    expect(lines).toHaveLength(EPISODE_CONTEXT.episodes);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(EPISODE_CONTEXT.chars);
      expect(line).toContain('note 14');
      expect(line).not.toContain('note 13');
      expect(line.endsWith('…')).toBe(true);
    }
  });

  it('given memory that has nothing, then no lines and no refs', async () => {
    const api = {
      getProfile: async () => ({ version: 0, entries: [] }),
      recall: async () => [],
      recallEpisodes: async () => [],
    } as unknown as MemoryApi;
    expect(await memoryContextSource(api).contextFor(task)).toEqual({ lines: [] });
  });

  it('given memory that fails or is too slow, then the step goes on without memory and the miss is reported', async () => {
    const misses: unknown[] = [];
    const failing = {
      getProfile: async () => Promise.reject(new Error('down')),
      recall: async () => [],
      recallEpisodes: async () => [],
    } as unknown as MemoryApi;
    const slow = {
      getProfile: profile,
      recall: async () => [],
      recallEpisodes: () => new Promise(() => undefined),
    } as unknown as MemoryApi;
    expect(await memoryContextSource(failing, (e) => misses.push(e)).contextFor(task)).toEqual({ lines: [] });
    expect(await memoryContextSource(slow, (e) => misses.push(e), 20).contextFor(task)).toEqual({ lines: [] });
    expect(misses).toHaveLength(2);
  });
});
