import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StreamDeleted } from '@lomo/event-store';
import { readAllBytes } from '@lomo/service-api';
import { objectStreamId } from '../object/object.decider';
import { newCaller, refusal, SQL_BACKENDS, useWorkspaceFixture } from '../testing/workspace-fixture';

describe.each(SQL_BACKENDS)('access and purge (%s)', (_name, openSql) => {
  const fx = useWorkspaceFixture(openSql);

  it("answers another workspace's object exactly like a missing one, for every call, and changes nothing", async () => {
    const owner = newCaller();
    const intruder = newCaller();
    const { objectId } = await fx.service.createObject(owner, {
      kind: 'document',
      name: 'secret',
      content: { type: 'text', text: 'mine' },
    });

    const calls = [
      fx.service.getObject(intruder, objectId),
      fx.service.readContent(intruder, objectId),
      fx.service.readBlob(intruder, objectId),
      fx.service.listVersions(intruder, objectId),
      fx.service.updateDocument(intruder, objectId, { baseVersion: 1, change: { type: 'replace', text: 'yours' } }),
      fx.service.updateDocument(intruder, objectId, {
        taskId: 'spy',
        baseVersion: 1,
        change: { type: 'replace', text: 'yours' },
      }),
      fx.service.linkTask(intruder, objectId, 'spy'),
      fx.service.acknowledgeNotices(intruder, 'spy', [`${objectId}:spy:v1`]),
      fx.service.deleteObject(intruder, objectId, { confirmationId: 'c-1' }),
      fx.service.getObject(owner, 'no-such-object'),
    ];
    for (const call of calls)
      expect(await refusal(call)).toMatchObject({ kind: 'not_found', code: 'object_not_found' });
    expect((await fx.service.listObjects(intruder)).objects).toEqual([]);
    expect(await fx.service.pendingNotices(intruder, 'spy')).toEqual([]);
    expect(await fx.service.getObject(owner, objectId)).toMatchObject({ latestVersion: 1, linkedTaskIds: [] });
  });

  it('registers a retried creation with the same idempotency key once', async () => {
    const caller = newCaller();
    const input = {
      kind: 'image' as const,
      name: 'cat.png',
      content: { type: 'blob' as const, bytes: new Uint8Array([137, 80, 78, 71]), mediaType: 'image/png' },
      idempotencyKey: 'job-7',
    };
    const [a, b] = await Promise.all([fx.service.createObject(caller, input), fx.service.createObject(caller, input)]);
    expect(b).toEqual(a);
    expect((await fx.service.listObjects(caller)).objects).toHaveLength(1);
    const { stream, ...blob } = await fx.service.readBlob(caller, a.objectId);
    expect(blob).toEqual({ mediaType: 'image/png', version: 1, sizeBytes: 4 });
    expect(await readAllBytes(stream)).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('purges an object only with a confirmation id: versions, blobs and index rows are gone', async () => {
    const caller = newCaller();
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'draft',
      content: { type: 'text', text: 'v1' },
      linkTaskId: 't-1',
    });
    await fx.service.updateDocument(caller, objectId, { baseVersion: 1, change: { type: 'replace', text: 'v2' } });
    expect(readdirSync(join(fx.blobDir, objectId))).toHaveLength(2);

    expect(await refusal(fx.service.deleteObject(caller, objectId, { confirmationId: '' }))).toMatchObject({
      kind: 'invalid',
      code: 'invalid_input',
    });
    await fx.service.deleteObject(caller, objectId, { confirmationId: 'confirm-42' });

    expect(existsSync(join(fx.blobDir, objectId))).toBe(false);
    await expect(fx.store.readStream(objectStreamId(objectId))).rejects.toBeInstanceOf(StreamDeleted);
    expect(await fx.index.owner(objectId)).toBeUndefined();
    expect(await fx.index.linkedObjects(caller.workspaceId, 't-1')).toEqual([]);
    expect(await refusal(fx.service.getObject(caller, objectId))).toMatchObject({ kind: 'not_found' });
    expect(await refusal(fx.service.deleteObject(caller, objectId, { confirmationId: 'confirm-42' }))).toMatchObject({
      kind: 'not_found',
    });
  });

  it('refuses bad input with a typed error naming the field', async () => {
    const caller = newCaller();
    expect(
      await refusal(
        fx.service.createObject(caller, { kind: 'hologram' as never, name: 'x', content: { type: 'text', text: '' } }),
      ),
    ).toMatchObject({ kind: 'invalid', message: expect.stringContaining('kind') });
    expect(
      await refusal(
        fx.service.createObject(caller, { kind: 'document', name: '', content: { type: 'text', text: '' } }),
      ),
    ).toMatchObject({ kind: 'invalid', message: expect.stringContaining('name') });
    expect(
      await refusal(
        fx.service.createObject(caller, {
          kind: 'document',
          name: 'd',
          content: { type: 'blob', bytes: new Uint8Array(1), mediaType: 'image/png' },
        }),
      ),
    ).toMatchObject({ code: 'content_kind_mismatch' });
    expect(
      await refusal(
        fx.service.updateDocument(caller, '../etc', { baseVersion: 1, change: { type: 'replace', text: '' } }),
      ),
    ).toMatchObject({ kind: 'invalid', code: 'invalid_input' });
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'd',
      content: { type: 'text', text: 'a' },
    });
    expect(
      await refusal(
        fx.service.updateDocument(caller, objectId, { baseVersion: 0, change: { type: 'replace', text: 'b' } }),
      ),
    ).toMatchObject({ kind: 'invalid', message: expect.stringContaining('baseVersion') });
    expect(
      await refusal(
        fx.service.updateDocument(caller, objectId, { baseVersion: 9, change: { type: 'replace', text: 'b' } }),
      ),
    ).toMatchObject({ kind: 'not_found', code: 'version_not_found' });
    expect(
      await refusal(fx.service.editFlow(caller, objectId, { baseVersion: 1, edits: [{ op: 'remove', nodeId: 'x' }] })),
    ).toMatchObject({ kind: 'invalid', code: 'not_a_flow' });
    expect((await fx.service.listVersions(caller, objectId)).length).toBe(1);
  });
});
