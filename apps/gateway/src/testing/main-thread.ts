import { bearer, eventually, type ApiFixture } from './api-fixture';

/** A main-thread message as the API answers it, with the forget card's memories (issue 28). */
export interface ThreadEntry {
  messageId: string;
  decision: string;
  taskIds: string[];
  reply?: string;
  card?: {
    question: string;
    options: Array<{ optionId: string; label: string }>;
    state: string;
    answeredOptionId?: string;
    memories?: Array<{ memoryId: string; subject: string; content: string }>;
  };
}

/** What a person does in the main thread over HTTP with `key`: post a message (201), answer a card. */
export function mainThread(api: ApiFixture, key: string) {
  return {
    post: async (text: string, extra: Record<string, string> = {}) =>
      (
        await api.http
          .post('/v1/main/messages')
          .set(bearer(key))
          .send({ text, ...extra })
          .expect(201)
      ).body as ThreadEntry,
    answer: (messageId: string, optionId: string) =>
      api.http.post(`/v1/main/messages/${messageId}/answer`).set(bearer(key)).send({ optionId }),
  };
}

/** What a person sees of their tasks over HTTP with `key`: the list, and one task's inbox texts. */
export function taskViews(api: ApiFixture, key: string) {
  return {
    list: async () => (await api.http.get('/v1/tasks').set(bearer(key)).expect(200)).body as Array<{ taskId: string }>,
    inbox: async (taskId: string) =>
      (
        (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key)).expect(200)).body as {
          inbox: Array<{ text: string }>;
        }
      ).inbox.map((m) => m.text),
  };
}

/**
 * Resolves once none of the workspace's tasks runs a turn or holds a message it has not taken:
 * a routing test posts after it, because a task's status and open cards are features of its pair
 * with the next message, and a line routed while its task still works on the last one would be
 * scored on another state than the same line on a faster machine (the CI run of 7b7e32c was).
 */
export async function settled(api: ApiFixture, key: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    async () => {
      const tasks = await taskViews(api, key).list();
      const cards = await Promise.all(
        tasks.map(
          async ({ taskId }) =>
            (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key)).expect(200)).body as {
              status: string;
              inbox: Array<{ state: string }>;
            },
        ),
      );
      return cards.every((c) => c.status !== 'running' && c.inbox.every((m) => m.state !== 'pending')) || undefined;
    },
    'every task settled',
    timeoutMs,
  );
}
