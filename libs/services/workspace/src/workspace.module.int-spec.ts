import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AgentToolsModule, ToolRegistry, type ToolContext } from '@lomo/agent-tools';
import { AppConfigModule, BaseAppConfig, loadConfig } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, PostgresEventStore } from '@lomo/event-store';
import { MESSAGE_BUS, MessagingModule, type MessageBus } from '@lomo/messaging';
import { HostedServices } from '@lomo/observability';
import { WORKSPACE_API, type WorkspaceApi } from '@lomo/service-api';
import { SQL_BACKENDS } from './testing/workspace-fixture';
import { withWorkspaceConfig } from './config/workspace.config';
import { WorkspaceModule } from './workspace.module';

class TestConfig extends withWorkspaceConfig(BaseAppConfig) {}

describe.each(SQL_BACKENDS)('WorkspaceModule in an app (%s)', (_name, openSql) => {
  let app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;
  let sql: SqlClient;
  const dataDir = mkdtempSync(join(tmpdir(), 'lomo-ws-app-'));

  beforeAll(async () => {
    sql = await openSql();
    const store = await PostgresEventStore.open(sql);
    const config = loadConfig(TestConfig, { LOG_LEVEL: 'silent', LOMO_DATA_DIR: dataDir });
    @Global()
    @Module({
      providers: [{ provide: SQL_CLIENT, useValue: sql }, { provide: EVENT_STORE, useValue: store }, HostedServices],
      exports: [SQL_CLIENT, EVENT_STORE, HostedServices],
    })
    class Storage {}
    @Module({
      imports: [
        AppConfigModule.forRoot(config, 'test'),
        Storage,
        MessagingModule.forRoot(config),
        AgentToolsModule,
        WorkspaceModule,
      ],
    })
    class Root {}
    app = await NestFactory.createApplicationContext(Root, { logger: false, abortOnError: false });
  });
  afterAll(async () => {
    await app?.close();
    await sql.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the tools; a stale tool write answers with the current version and what changed, the task gets a notice, and nothing wakes it', async () => {
    const api = app.get<WorkspaceApi>(WORKSPACE_API);
    const tools = app.get(ToolRegistry);
    const publish = jest.spyOn(app.get<MessageBus>(MESSAGE_BUS), 'publish');
    const workspaceId = `ws-module-${Date.now()}-${Math.random()}`;
    const context = (callId: string): ToolContext => ({ taskId: 't1', workspaceId, callId, generation: 1 });
    const run = async (name: string, input: unknown, callId: string) => {
      expect(tools.check(name, input)).toBeUndefined();
      return (await tools.get(name)!.run(input as never, context(callId))).result as Record<string, unknown> & {
        error?: Record<string, unknown>;
      };
    };

    expect(tools.list().map((t) => [t.name, t.risk])).toEqual([
      ['workspace_read_object', 'read'],
      ['workspace_list_objects', 'read'],
      ['workspace_update_document', 'write'],
      ['workspace_edit_flow', 'write'],
      ['workspace_create_object', 'write'],
      ['workspace_delete_object', 'irreversible'],
    ]);
    const created = await run(
      'workspace_create_object',
      { kind: 'document', name: 'storyboard', text: 'shot 1\nshot 2\n' },
      '1:1:0',
    );
    expect(
      await run('workspace_create_object', { kind: 'document', name: 'storyboard', text: 'shot 1\nshot 2\n' }, '1:1:0'),
    ).toEqual(created);
    const objectId = created.objectId as string;

    await api.updateDocument({ workspaceId, userId: 'ana' }, objectId, {
      baseVersion: 1,
      change: { type: 'fragments', edits: [{ oldText: 'shot 2', newText: 'shot 2: rain' }] },
    });
    const stale = await run(
      'workspace_update_document',
      { objectId, baseVersion: 1, change: { type: 'replace', text: 'rewritten' } },
      '1:2:0',
    );

    expect(stale).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        code: 'stale_version',
        currentVersion: 2,
        changedSince: [expect.objectContaining({ version: 2, summary: 'line 2 changed (+1 −1)' })],
      },
    });
    expect(await api.pendingNotices({ workspaceId, userId: 'ana' }, 't1')).toEqual([
      expect.objectContaining({ summary: 'storyboard v1 → v2: line 2 changed (+1 −1)' }),
    ]);
    expect(await run('workspace_read_object', { objectId }, '1:3:0')).toMatchObject({
      ok: true,
      object: { version: 2 },
      content: { text: 'shot 1\nshot 2: rain\n' },
    });
    expect(
      await run(
        'workspace_update_document',
        { objectId, baseVersion: 2, change: { type: 'replace', text: 'rewritten' } },
        '1:4:0',
      ),
    ).toMatchObject({ ok: true, version: 3 });
    // Deleting needs the user's confirmation of this call (an approval card's answer), never an id the model supplies.
    expect(tools.check('workspace_delete_object', { objectId, confirmationId: 'model-made-this-up' })).toMatchObject({
      reason: 'invalid_input',
    });
    expect(tools.check('workspace_delete_object', { objectId })).toMatchObject({ reason: 'needs_user_confirmation' });
    const del = tools.get('workspace_delete_object')!;
    expect(
      (await del.run({ objectId }, { taskId: 't1', workspaceId, callId: '1:5:0', generation: 1 })).result,
    ).toMatchObject({ ok: false, error: { code: 'confirmation_required' } });
    expect(tools.check('workspace_delete_object', { objectId }, { confirmed: true })).toBeUndefined();
    expect(publish).not.toHaveBeenCalled();
    expect(readdirSync(join(dataDir, 'blobs', objectId))).toHaveLength(3);
  });
});
