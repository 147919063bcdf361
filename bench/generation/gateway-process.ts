/**
 * The generation gateway as a real OS process, for crash tests: it submits or
 * recovers jobs against the shared PostgreSQL server and an upstream over HTTP, then exits.
 * Tests arm `LOMO_FAILPOINTS=<name>=exit` so it SIGKILLs itself at an exact point; only what
 * it committed survives. Recovery runs the poller's unit of work (`JobTracker.reconcile`)
 * per job, so no projection lease of a killed predecessor delays it.
 *
 * Environment:
 *   TEST_DATABASE_URL         the shared PostgreSQL server
 *   LOMO_MODE                 job (submit one tool call, or re-run it after a crash) | pipeline
 *   LOMO_PROVIDER_URL/SECRET  the (simulated) upstream
 *   LOMO_WORKSPACE, LOMO_TASK, LOMO_CALL, LOMO_PROMPT   the job (pipeline: scenes 1–6 of LOMO_TASK)
 *   LOMO_SUBMIT_TIMEOUT_MS, LOMO_LOST_MS               recovery timings
 *
 * Prints one JSON line per job it finished (`{"callId","state",...}`) and exits 0.
 */
import { openSqlClient } from '@lomo/database';
import { failpoint } from '@lomo/failpoints';
import type { JobView } from '@lomo/services/generation-gateway';
import { gatewayParts } from './gateway-parts';

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

async function main(): Promise<void> {
  const sql = await openSqlClient({ url: env('TEST_DATABASE_URL'), pgliteDataDir: 'unused', poolSize: 4 });
  const { store, tracker, generation } = await gatewayParts(
    sql,
    { url: env('LOMO_PROVIDER_URL'), secret: env('LOMO_PROVIDER_SECRET') },
    {
      submitTimeoutMs: Number(env('LOMO_SUBMIT_TIMEOUT_MS', '300')),
      lostJobTimeoutMs: Number(env('LOMO_LOST_MS', '60000')),
    },
  );
  try {
    const caller = { workspaceId: env('LOMO_WORKSPACE'), userId: 'u-1' };
    const taskId = env('LOMO_TASK');

    /** Recovery of one job until it is settled, as the poller would drive it. */
    const settle = async (jobId: string): Promise<JobView> => {
      let lastError: unknown;
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        // As the poller does: an upstream that answers late this time is asked again next time.
        lastError = await tracker.reconcile(jobId).then(
          () => undefined,
          (error: unknown) => error,
        );
        const view = await generation.status(caller, jobId);
        if (view.settled) return view;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`job ${jobId} did not settle (last reconcile error: ${String(lastError)})`);
    };
    const report = (view: JobView) =>
      process.stdout.write(
        `${JSON.stringify({ callId: view.callId, state: view.state, failure: view.failure?.kind, objects: view.objectIds.length })}\n`,
      );

    const mode = env('LOMO_MODE');
    if (mode === 'job') {
      // A successor runs the same tool call again: the submission lands on the existing job.
      const view = await generation.submit(caller, {
        taskId,
        callId: env('LOMO_CALL'),
        kind: 'image',
        prompt: env('LOMO_PROMPT'),
      });
      report(await settle(view.jobId));
    } else if (mode === 'pipeline') {
      // six scenes, each a paid job keyed by its step; a restart replays the loop and
      // every finished scene answers from its job without a new order.
      for (let scene = 1; scene <= 6; scene++) {
        const view = await generation.submit(caller, {
          taskId,
          callId: `1:${scene}:0`,
          kind: 'image',
          prompt: `scene ${scene} of 6: ${env('LOMO_PROMPT')}`,
        });
        await failpoint(`pipeline.scene-${scene}.submitted`);
        report(await settle(view.jobId));
      }
    } else throw new Error(`unknown LOMO_MODE ${mode}`);
  } finally {
    await store.close();
    await sql.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
