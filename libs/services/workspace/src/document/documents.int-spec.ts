import { newCaller, refusal, SQL_BACKENDS, useWorkspaceFixture } from '../testing/workspace-fixture';

const STORYBOARD = 'shot 1: wide street at dawn\nshot 2: close-up of the cat\nshot 3: the cat jumps\n';

describe.each(SQL_BACKENDS)('documents (%s)', (_name, openSql) => {
  const fx = useWorkspaceFixture(openSql);

  async function storyboard() {
    const caller = newCaller();
    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'storyboard',
      content: { type: 'text', text: STORYBOARD },
    });
    return { caller, objectId };
  }

  it('given v1 edited by the user to v2, when a task rewrites the whole text based on v1, then it is refused with the current version and what changed, and nothing changes', async () => {
    const { caller, objectId } = await storyboard();
    await fx.service.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: { type: 'replace', text: STORYBOARD.replace('the cat jumps', 'the cat lands') },
    });

    const error = await refusal(
      fx.service.updateDocument(caller, objectId, {
        taskId: 't1',
        baseVersion: 1,
        change: { type: 'replace', text: 'all new' },
      }),
    );

    expect(error).toMatchObject({ kind: 'conflict', code: 'stale_version', details: { currentVersion: 2 } });
    expect(error.details.changedSince).toEqual([
      expect.objectContaining({
        version: 2,
        author: { type: 'user', userId: 'ana' },
        summary: 'line 3 changed (+1 −1)',
      }),
    ]);
    expect(await fx.service.readContent(caller, objectId)).toMatchObject({
      version: 2,
      text: expect.stringContaining('the cat lands'),
    });
  });

  it('given a batch with one fragment that occurs twice, when applied, then nothing is applied; a batch whose every fragment is unique applies whole', async () => {
    const { caller, objectId } = await storyboard();

    const error = await refusal(
      fx.service.updateDocument(caller, objectId, {
        baseVersion: 1,
        change: {
          type: 'fragments',
          edits: [
            { oldText: 'wide street', newText: 'narrow alley' },
            { oldText: 'the cat', newText: 'a dog' },
          ],
        },
      }),
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'fragment_not_unique',
      details: { failedEdit: 1, occurrences: 2 },
    });
    expect((await fx.service.getObject(caller, objectId)).latestVersion).toBe(1);

    const missing = await refusal(
      fx.service.updateDocument(caller, objectId, {
        baseVersion: 1,
        change: { type: 'fragments', edits: [{ oldText: 'shot 9', newText: 'x' }] },
      }),
    );
    expect(missing).toMatchObject({ kind: 'invalid', code: 'fragment_not_found' });

    const written = await fx.service.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: {
        type: 'fragments',
        edits: [
          { oldText: 'wide street', newText: 'narrow alley' },
          { oldText: 'close-up of the cat', newText: 'close-up of the dog' },
        ],
      },
    });
    expect(written).toEqual({ objectId, version: 2, changedSince: [] });
    expect(await fx.service.readContent(caller, objectId)).toMatchObject({
      text: 'shot 1: narrow alley at dawn\nshot 2: close-up of the dog\nshot 3: the cat jumps\n',
    });
  });

  it('given a stale base, fragment edits to untouched text apply on top of the latest and the writer is told what changed; a fragment the other writer changed is a conflict', async () => {
    const { caller, objectId } = await storyboard();
    await fx.service.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: { type: 'fragments', edits: [{ oldText: 'at dawn', newText: 'at dusk' }] },
    });

    const merged = await fx.service.updateDocument(caller, objectId, {
      taskId: 't1',
      baseVersion: 1,
      change: { type: 'fragments', edits: [{ oldText: 'jumps', newText: 'sleeps' }] },
    });
    expect(merged).toMatchObject({
      version: 3,
      changedSince: [expect.objectContaining({ version: 2, parts: ['at dawn'] })],
    });
    expect(await fx.service.readContent(caller, objectId)).toMatchObject({
      text: 'shot 1: wide street at dusk\nshot 2: close-up of the cat\nshot 3: the cat sleeps\n',
    });

    const conflict = await refusal(
      fx.service.updateDocument(caller, objectId, {
        taskId: 't1',
        baseVersion: 1,
        change: { type: 'fragments', edits: [{ oldText: 'at dawn', newText: 'at noon' }] },
      }),
    );
    expect(conflict).toMatchObject({
      kind: 'conflict',
      code: 'stale_version',
      details: { currentVersion: 3, reason: 'fragment_not_found' },
    });
  });

  it('keeps old versions readable, pages through long text and lists versions with summaries', async () => {
    const { caller, objectId } = await storyboard();
    await fx.service.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: { type: 'replace', text: 'x'.repeat(20_000) },
    });

    expect(await fx.service.readContent(caller, objectId, { version: 1 })).toEqual({
      type: 'text',
      version: 1,
      offset: 0,
      text: STORYBOARD,
      totalChars: STORYBOARD.length,
    });
    const first = await fx.service.readContent(caller, objectId, { limit: 8_000 });
    expect(first).toMatchObject({ version: 2, totalChars: 20_000, nextOffset: 8_000 });
    expect(await fx.service.readContent(caller, objectId, { offset: 16_000 })).toMatchObject({
      offset: 16_000,
      text: 'x'.repeat(4_000),
    });
    expect((await fx.service.getObject(caller, objectId, { version: 1 })).summary).toContain('shot 1: wide street');
    expect((await fx.service.listVersions(caller, objectId)).map((v) => [v.version, v.summary])).toEqual([
      [1, 'created'],
      [2, 'lines 1–3 changed (+1 −3)'],
    ]);
    expect(await refusal(fx.service.readContent(caller, objectId, { version: 3 }))).toMatchObject({
      kind: 'not_found',
      code: 'version_not_found',
    });
  });

  it('refuses content over the size limit and an agent write to a read-only object, changing nothing', async () => {
    const caller = newCaller();
    expect(
      await refusal(
        fx.service.createObject(caller, {
          kind: 'document',
          name: 'huge',
          content: { type: 'text', text: 'x'.repeat(70_000) },
        }),
      ),
    ).toMatchObject({ code: 'content_too_large' });
    expect((await fx.service.listObjects(caller)).objects).toEqual([]);

    const { objectId } = await fx.service.createObject(caller, {
      kind: 'document',
      name: 'brief',
      content: { type: 'text', text: 'keep' },
      permissions: { agents: 'read' },
    });
    expect(
      await refusal(
        fx.service.updateDocument(caller, objectId, {
          baseVersion: 1,
          change: { type: 'replace', text: 'y'.repeat(70_000) },
        }),
      ),
    ).toMatchObject({ code: 'content_too_large' });
    expect(
      await refusal(
        fx.service.updateDocument(caller, objectId, {
          taskId: 't',
          baseVersion: 1,
          change: { type: 'replace', text: 'agent' },
        }),
      ),
    ).toMatchObject({ kind: 'forbidden' });
    expect(await fx.service.readContent(caller, objectId)).toMatchObject({ version: 1, text: 'keep' });
  });
});
