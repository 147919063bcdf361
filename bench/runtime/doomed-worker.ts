import { randomUUID } from 'node:crypto';
import { openSqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { TaskLeases } from '../../libs/services/task-runtime/src/worker/task-leases';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import { TaskWorker } from '../../libs/services/task-runtime/src/worker/task-worker';
import { ToolRegistry } from '@lomo/agent-tools';
import { scriptedTaskModel } from './lomo-parts';
import { FROZEN, LEASE_TTL_MS } from './protocol';
import { TOOL_INPUT, TOOL_NAME } from './scripted';

/** It never finishes on its own, but it never outlives the benchmark either. */
const SELF_EXIT_MS = 90_000;

/**
 * A worker process with production lease settings (10 s TTL, 2 s heartbeat, leases bound to
 * its database session) that creates
 * its task with one message and runs the turn into a tool that does not return: a long
 * generation, as far as the lease can tell. The parent kill -9s it there.
 */
async function main(): Promise<void> {
  const [url, taskId] = process.argv.slice(2);
  setTimeout(() => process.exit(2), SELF_EXIT_MS).unref();
  const sql = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 4 });
  const store = await PostgresEventStore.open(sql);
  const tasks = new TaskRepository(store);
  const leases = new TaskLeases(sql, LEASE_TTL_MS);
  const tools = new ToolRegistry().register({
    name: TOOL_NAME,
    description: 'Echoes its text, slowly',
    inputSchema: { type: 'object' },
    risk: 'read',
    idempotent: true,
    run: async () => {
      process.stdout.write(`${FROZEN}\n`);
      return new Promise(() => undefined);
    },
  });
  const holder = `doomed-${randomUUID()}`;
  // As the task-runtime module wires it: the holder's leases live as long as its database session.
  await leases.bindToSession(holder);
  const worker = new TaskWorker(tasks, leases, scriptedTaskModel, tools, { holder });
  // The lease comes first: on a busy box this process can stall for longer than the
  // watchdog's grace, and the survivor must not start the turn before it is "killed".
  // runTask then takes the same lease again, as its holder may.
  await leases.acquire(taskId, holder);
  const at = new Date().toISOString();
  await tasks.execute(taskId, {
    type: 'CreateTask',
    taskId,
    workspaceId: 'ws-bench',
    userId: 'u-bench',
    kind: 'persistent',
    brief: 'takeover',
    language: 'en',
    at,
  });
  await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: TOOL_INPUT.text, at });
  await worker.runTask(taskId);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
