import { PNG } from 'pngjs';
import { devSession, DistributedCluster } from '@lomo/testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Distributed mode serving a user (issue 14): billing, workspace, generation-gateway,
 * task-runtime, router and the gateway as six OS processes on the real PostgreSQL, Kafka and
 * Redis (BUS=kafka), talking gRPC for queries and user commands. The test speaks only to the
 * standalone gateway's HTTP API. (The memory app hosts no API in this flow and is not started.)
 */
describe('six processes over gRPC and Kafka serve "a red cat, watercolour"', () => {
  let cluster: DistributedCluster | undefined;
  afterAll(() => cluster?.teardown());

  it('given the apps as separate processes, when the user asks through the gateway, then the task finishes with its PNG, downloaded through the gateway', async () => {
    const started = Date.now();
    cluster = await DistributedCluster.start({
      apps: { billing: 1, workspace: 1, 'generation-gateway': 1, 'task-runtime': 1, router: 1, gateway: 1 },
    });
    const [gateway] = cluster.gatewayUrls;
    const booted = Date.now();

    const headers = await devSession(gateway);
    const posted = await fetch(`${gateway}/v1/main/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'a red cat, watercolour' }),
    });
    const entry = (await posted.json()) as { decision: string; taskIds: string[] };
    expect({ status: posted.status, decision: entry.decision }).toEqual({ status: 201, decision: expect.any(String) });
    expect(entry.taskIds).toHaveLength(1);
    const [taskId] = entry.taskIds;

    let card = { status: '', artifacts: [] as Array<{ objectId: string }>, checklist: [] as unknown[] };
    const deadline = Date.now() + 60_000;
    while (!(card.status === 'idle' && card.artifacts.length > 0)) {
      if (Date.now() > deadline) {
        throw new Error(`task stuck: ${JSON.stringify(card)}\n${cluster.logs()}`);
      }
      await sleep(250);
      const res = await fetch(`${gateway}/v1/tasks/${taskId}`, { headers });
      if (res.ok) card = (await res.json()) as typeof card;
    }
    const finished = Date.now();
    expect(card.checklist).toEqual([expect.objectContaining({ status: 'done' })]);

    const download = await fetch(`${gateway}/v1/objects/${card.artifacts[0].objectId}/download`, { headers });
    expect({ status: download.status, type: download.headers.get('content-type') }).toEqual({
      status: 200,
      type: expect.stringContaining('image/png'),
    });
    const png = PNG.sync.read(Buffer.from(await download.arrayBuffer()));
    const at = (png.width * (png.height - 2) + 2) * 4;
    expect(png.data[at]).toBeGreaterThan(png.data[at + 1] + 80); // red, as the prompt says

    // A peer stopped: the gateway answers 503 naming it (within the call deadline), not a 500.
    await cluster.stop('task-runtime');
    const down = await fetch(`${gateway}/v1/tasks/${taskId}`, { headers });
    const problem = (await down.json()) as { type: string; peer: string };
    expect({ status: down.status, peer: problem.peer }).toEqual({ status: 503, peer: 'task-runtime' });
    expect(problem.type).toMatch(/peer_(unavailable|deadline_exceeded)$/);

    console.log(
      `distributed red cat: boot ${booted - started} ms, request → finished task ${finished - booted} ms, total ${Date.now() - started} ms`,
    );
  }, 300_000);
});
