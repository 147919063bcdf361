import type { MemoryApi, MemoryView } from '@lomo/service-api';
import type { Task } from '../task/task.state';
import { memoryContextSource } from './memory-context';

const task = { taskId: 't-1', workspaceId: 'ws', userId: 'u', brief: 'a poster' } as Task;
const memory = (memoryId: string, content: string, origin: MemoryView['origin'] = 'user_stated') =>
  ({ memoryId, subject: 'colour', content, origin }) as MemoryView;

describe('memory in the step context', () => {
  it('given a profile and recalled memories, then each appears once, inferences marked', async () => {
    const api = {
      getProfile: async () => ({
        version: 1,
        entries: [{ memoryId: 'm1', version: 1, subject: 'colour', content: 'muted' }],
      }),
      recall: async () => [
        { memory: memory('m1', 'muted'), score: 1 },
        { memory: memory('m2', 'likes teal', 'model_inferred'), score: 0.5 },
      ],
    } as unknown as MemoryApi;
    expect(await memoryContextSource(api).contextFor(task)).toEqual([
      'colour: muted',
      'colour: likes teal (your inference)',
    ]);
  });

  it('given memory that fails or is too slow, then the step goes on without memory and the miss is reported', async () => {
    const misses: unknown[] = [];
    const failing = {
      getProfile: async () => Promise.reject(new Error('down')),
      recall: async () => [],
    } as unknown as MemoryApi;
    const slow = { getProfile: () => new Promise(() => undefined), recall: async () => [] } as unknown as MemoryApi;
    expect(await memoryContextSource(failing, (e) => misses.push(e)).contextFor(task)).toEqual([]);
    expect(await memoryContextSource(slow, (e) => misses.push(e), 20).contextFor(task)).toEqual([]);
    expect(misses).toHaveLength(2);
  });
});
