import { ApiKeys } from '@lomo/services/gateway';
import { bearer, eventually, type ApiFixture } from './api-fixture';

/** A memory as `GET /v1/memories` lists it. */
export interface MemoryBody {
  memoryId: string;
  scope: string;
  subject: string;
  content: string;
  sharedBy?: string;
}

/**
 * Members of fresh workspaces and what memory holds for them, over HTTP: each case takes a
 * workspace of its own, so memory slots never meet across cases. `api` is read when called (the
 * fixture starts in `beforeAll`).
 */
export function workspaceMembers(api: () => ApiFixture) {
  const member = async (workspace: string, userId: string) =>
    (
      await api()
        .app.get(ApiKeys)
        .create({
          workspaceId: `${api().workspaces.a}-${workspace}`,
          userId,
          scopes: ['read', 'write'],
          kind: 'console',
        })
    ).key;
  const memoriesOf = async (key: string) =>
    (await api().http.get('/v1/memories').set(bearer(key)).expect(200)).body as MemoryBody[];
  const holding = (key: string, value: string) =>
    eventually(
      async () => (await memoriesOf(key)).find((m) => m.content.includes(value)),
      `a memory of “${value}”`,
      120_000,
    );
  return { member, memoriesOf, holding };
}
