import { runMigrations, type SqlClient } from '@lomo/database';
import type { ObjectKind } from '@lomo/service-api';

/**
 * Pointers from a workspace and from a task to object streams, for listing and for the
 * notices of a task across objects. They are written before the stream and removed after
 * its purge, so a pointer may briefly point at nothing (readers skip it) but a stream is
 * never unreachable. Everything else is read from the stream itself (ADR 0005).
 */
const MIGRATIONS: readonly string[] = [
  `create table workspace_objects (
     object_id    text primary key,
     workspace_id text not null,
     kind         text not null,
     name         text not null
   );
   create index workspace_objects_by_workspace on workspace_objects (workspace_id, object_id);
   create table workspace_object_links (
     task_id      text not null,
     object_id    text not null,
     workspace_id text not null,
     primary key (task_id, object_id)
   );
   create index workspace_object_links_by_object on workspace_object_links (object_id);`,
];

export class ObjectIndex {
  private migration?: Promise<void>;

  constructor(private readonly sql: SqlClient) {}

  migrate(): Promise<void> {
    this.migration ??= this.sql.transaction((tx) => runMigrations(tx, 'workspace', MIGRATIONS));
    return this.migration;
  }

  async addObject(entry: { objectId: string; workspaceId: string; kind: ObjectKind; name: string }): Promise<void> {
    await this.migrate();
    await this.sql.query(
      `insert into workspace_objects (object_id, workspace_id, kind, name) values ($1, $2, $3, $4) on conflict (object_id) do nothing`,
      [entry.objectId, entry.workspaceId, entry.kind, entry.name],
    );
  }

  async addLink(workspaceId: string, taskId: string, objectId: string): Promise<void> {
    await this.migrate();
    await this.sql.query(
      `insert into workspace_object_links (task_id, object_id, workspace_id) values ($1, $2, $3) on conflict do nothing`,
      [taskId, objectId, workspaceId],
    );
  }

  /** Object ids of the workspace in id order, paged by the last id seen. */
  async list(
    workspaceId: string,
    query: { kind?: ObjectKind; taskId?: string; after?: string; limit: number },
  ): Promise<string[]> {
    await this.migrate();
    const { rows } = await this.sql.query<{ object_id: string }>(
      `select o.object_id from workspace_objects o
        where o.workspace_id = $1 and o.object_id > $2
          and ($3::text is null or o.kind = $3)
          and ($4::text is null or exists (select 1 from workspace_object_links l where l.object_id = o.object_id and l.task_id = $4))
        order by o.object_id limit $5`,
      [workspaceId, query.after ?? '', query.kind ?? null, query.taskId ?? null, query.limit],
    );
    return rows.map((r) => r.object_id);
  }

  async linkedObjects(workspaceId: string, taskId: string): Promise<string[]> {
    await this.migrate();
    const { rows } = await this.sql.query<{ object_id: string }>(
      `select object_id from workspace_object_links where workspace_id = $1 and task_id = $2 order by object_id`,
      [workspaceId, taskId],
    );
    return rows.map((r) => r.object_id);
  }

  /** The workspace an indexed object belongs to, if it is indexed. */
  async owner(objectId: string): Promise<string | undefined> {
    await this.migrate();
    const { rows } = await this.sql.query<{ workspace_id: string }>(
      `select workspace_id from workspace_objects where object_id = $1`,
      [objectId],
    );
    return rows[0]?.workspace_id;
  }

  /** Forgets every link of a deleted task; the objects stay. */
  async unlinkTask(workspaceId: string, taskId: string): Promise<void> {
    await this.migrate();
    await this.sql.query(`delete from workspace_object_links where workspace_id = $1 and task_id = $2`, [
      workspaceId,
      taskId,
    ]);
  }

  /** Deletes every row derived from the object (purge). */
  async remove(objectId: string): Promise<void> {
    await this.migrate();
    await this.sql.transaction(async (tx) => {
      await tx.query(`delete from workspace_object_links where object_id = $1`, [objectId]);
      await tx.query(`delete from workspace_objects where object_id = $1`, [objectId]);
    });
  }
}
