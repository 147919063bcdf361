import { bearer, type ApiFixture } from './api-fixture';

/** The task card fields the paid-generation tests read. */
export interface PaidTaskCard {
  status: string;
  stopReason?: string;
  inbox: Array<{ messageId: string; text: string; state: string }>;
  checkpoints: Array<{
    cardId: string;
    origin: string;
    state: string;
    actions: string[];
    toolCall?: { tool: string };
    cost?: {
      limit: string;
      reason: string;
      amount: { amountMinor: number; currency: string };
      buys: string;
      leftMinor: number;
    };
  }>;
  artifacts: unknown[];
}

/** Sends a main-thread message (its text is its idempotency key) and returns the task it started. */
export const startTask = async (api: ApiFixture, key: string, text: string): Promise<string> =>
  (
    await api.http
      .post('/v1/main/messages')
      .set(bearer(key))
      .set('idempotency-key', text.replace(/\W+/g, '-'))
      .send({ text, language: 'en' })
      .expect(201)
  ).body.taskIds[0] as string;

export const taskCard = async (api: ApiFixture, key: string, taskId: string): Promise<PaidTaskCard> =>
  (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key)).expect(200)).body as PaidTaskCard;
