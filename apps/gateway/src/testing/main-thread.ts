import { bearer, type ApiFixture } from './api-fixture';

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
