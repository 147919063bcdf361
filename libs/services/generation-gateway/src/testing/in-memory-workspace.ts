import { createHash, randomUUID } from 'node:crypto';
import { type ApiCaller, ApiError, type ObjectView, readAllBytes, type WorkspaceApi } from '@lomo/service-api';
import type { Workspace } from '../application/job-tracker';

type CreateInput = Parameters<WorkspaceApi['createObject']>[1];
/** A creation as recorded: a streamed blob is read to its end first (the real service stores it as it reads). */
type StoredInput = Omit<CreateInput, 'content'> & {
  content: { type: 'blob'; bytes: Uint8Array; mediaType: string } | { type: 'text'; text: string; mediaType?: string };
};

/**
 * A small in-memory stand-in for the workspace service (a peer service, not a server): the
 * two methods the gateway calls, with the real contract's idempotency key and workspace
 * confinement, and a record of every object created for assertions.
 */
export class InMemoryWorkspace implements Workspace {
  readonly objects = new Map<string, { workspaceId: string; input: StoredInput }>();
  private readonly byKey = new Map<string, string>();
  createCalls = 0;

  async createObject(caller: ApiCaller, input: CreateInput): Promise<{ objectId: string; version: number }> {
    this.createCalls++;
    const key = input.idempotencyKey ? `${caller.workspaceId}/${input.idempotencyKey}` : undefined;
    const existing = key ? this.byKey.get(key) : undefined;
    if (existing) return { objectId: existing, version: 1 };
    const { content } = input;
    const stored = content.type === 'blob' ? { ...content, bytes: await readAllBytes(content.bytes) } : content;
    const objectId = randomUUID();
    this.objects.set(objectId, { workspaceId: caller.workspaceId, input: { ...input, content: stored } });
    if (key) this.byKey.set(key, objectId);
    return { objectId, version: 1 };
  }

  /** Seeds an object (a reference image the user uploaded). */
  seed(workspaceId: string, objectId: string): void {
    this.objects.set(objectId, {
      workspaceId,
      input: {
        kind: 'image',
        name: 'ref.png',
        content: { type: 'blob', bytes: new Uint8Array(), mediaType: 'image/png' },
      },
    });
  }

  async getObject(caller: ApiCaller, objectId: string): Promise<ObjectView> {
    const object = this.objects.get(objectId);
    if (!object || object.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'object_not_found', `no object ${objectId}`);
    const bytes =
      object.input.content.type === 'blob'
        ? object.input.content.bytes
        : new Uint8Array(Buffer.from(object.input.content.text));
    return {
      objectId,
      workspaceId: object.workspaceId,
      kind: object.input.kind,
      name: object.input.name,
      version: 1,
      latestVersion: 1,
      mediaType: object.input.content.type === 'blob' ? object.input.content.mediaType : 'text/plain',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdAt: '',
      updatedAt: '',
      permissions: { agents: 'write' },
      provenance: object.input.provenance,
      linkedTaskIds: object.input.linkTaskId ? [object.input.linkTaskId] : [],
      summary: '',
    };
  }
}
