import { newCaller, SQL_BACKENDS, useWorkspaceFixture } from '../testing/workspace-fixture';

describe.each(SQL_BACKENDS)('change notices (%s)', (_name, openSql) => {
  const fx = useWorkspaceFixture(openSql);

  it('leaves one persistent notice per change for each linked task that did not make it, until acknowledged', async () => {
    const caller = newCaller();
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'storyboard',
      content: { type: 'text', text: 'shot 1\nshot 2\n' },
      linkTaskId: 'writer',
    });
    await fx.service.linkTask(caller, objectId, 'reviewer');
    await fx.service.linkTask(caller, objectId, 'reviewer'); // linking twice changes nothing

    await fx.service.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: { type: 'fragments', edits: [{ oldText: 'shot 2', newText: 'shot 2: rain' }] },
    });
    await fx.service.updateDocument(caller, objectId, {
      taskId: 'writer',
      baseVersion: 2,
      change: { type: 'fragments', edits: [{ oldText: 'shot 1', newText: 'shot 1: sun' }] },
    });

    const writer = await fx.service.pendingNotices(caller, 'writer');
    expect(writer).toEqual([
      expect.objectContaining({
        noticeId: `${objectId}:writer:v2`,
        objectId,
        objectName: 'storyboard',
        fromVersion: 1,
        toVersion: 2,
        summary: 'storyboard v1 → v2: line 2 changed (+1 −1)',
        author: { type: 'user', userId: 'ana' },
      }),
    ]);
    const reviewer = await fx.service.pendingNotices(caller, 'reviewer');
    expect(reviewer.map((n) => [n.fromVersion, n.toVersion, n.author.type])).toEqual([
      [1, 2, 'user'],
      [2, 3, 'task'],
    ]);
    // Persistent: reading them again (a step that crashed before acknowledging) finds the same notices.
    expect(await fx.service.pendingNotices(caller, 'reviewer')).toEqual(reviewer);

    await fx.service.acknowledgeNotices(caller, 'reviewer', [reviewer[0].noticeId]);
    await fx.service.acknowledgeNotices(caller, 'reviewer', [reviewer[0].noticeId]);
    expect((await fx.service.pendingNotices(caller, 'reviewer')).map((n) => n.toVersion)).toEqual([3]);
  });

  it('gives a task that already read the latest version no notice for it, and records what each task saw', async () => {
    const caller = newCaller();
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'notes',
      content: { type: 'text', text: 'a' },
    });
    await fx.service.getObject(caller, objectId, { taskId: 'reader' });
    expect((await fx.service.getObject(caller, objectId)).linkedTaskIds).toEqual(['reader']);

    await fx.service.updateDocument(caller, objectId, { baseVersion: 1, change: { type: 'replace', text: 'b' } });
    await fx.service.readContent(caller, objectId, { taskId: 'reader' });
    await fx.service.updateDocument(caller, objectId, { baseVersion: 2, change: { type: 'replace', text: 'c' } });

    expect((await fx.service.pendingNotices(caller, 'reader')).map((n) => n.toVersion)).toEqual([2, 3]);
    expect((await fx.service.listObjects(caller, { taskId: 'reader' })).objects.map((o) => o.objectId)).toEqual([
      objectId,
    ]);
    expect(await fx.service.pendingNotices(caller, 'stranger')).toEqual([]);
  });
});
