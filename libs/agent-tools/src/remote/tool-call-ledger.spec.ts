import { ApiError } from '@lomo/service-api';
import { runOnce, type CallLedger } from './tool-call-ledger';

/** The ledger's port in memory: the SQL adapter (`SqlCallLedger`) answers the same claims. */
function memoryLedger(): CallLedger & { rows: Map<string, { recorded?: unknown; stale?: boolean }> } {
  const rows = new Map<string, { recorded?: unknown; stale?: boolean }>();
  return {
    rows,
    async claim(scope, key) {
      const row = rows.get(`${scope}:${key}`);
      if (!row) return (rows.set(`${scope}:${key}`, {}), { claimed: true });
      if (row.recorded !== undefined) return { claimed: false, recorded: JSON.parse(JSON.stringify(row.recorded)) };
      return { claimed: false, running: true, stale: row.stale ?? false };
    },
    async record(scope, key, value) {
      rows.get(`${scope}:${key}`)!.recorded = value;
    },
    async release(scope, key) {
      rows.delete(`${scope}:${key}`);
    },
  };
}

const key = { workspaceId: 'ws', taskId: 't1', callId: '1:1:0', tool: 'workspace_edit_flow' };

describe('a tool host runs a non-idempotent call once per call id (issue 14)', () => {
  it('given a call that ran, when the runtime sends it again, then the first outcome comes back and the tool does not run twice', async () => {
    const ledger = memoryLedger();
    let runs = 0;
    const run = async () => ({ result: { version: ++runs } });

    const first = await runOnce(ledger, key, run);
    const repeat = await runOnce(ledger, key, run);

    expect(repeat).toEqual(first);
    expect(runs).toBe(1);
  });

  it('given a call whose tool refused it, when sent again, then the same typed refusal comes back', async () => {
    const ledger = memoryLedger();
    const refuse = async () => {
      throw new ApiError('conflict', 'stale_version', 'the flow changed', { currentVersion: 4 });
    };
    await expect(runOnce(ledger, key, refuse)).rejects.toMatchObject({ code: 'stale_version' });

    await expect(runOnce(ledger, key, async () => ({ result: 'ran again' }))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'stale_version',
      details: { currentVersion: 4 },
    });
  });

  it('given the first attempt still runs, when the call is sent again, then the repeat is told to wait (tool_call_in_progress), not run', async () => {
    const ledger = memoryLedger();
    await ledger.claim('tool-host', 'ws/t1/1:1:0');

    await expect(runOnce(ledger, key, async () => ({ result: 'twice' }))).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'tool_call_in_progress',
    });
  });

  it('given an attempt that never finished (its host died), when sent again, then the outcome is unknown and the tool does not run', async () => {
    const ledger = memoryLedger();
    ledger.rows.set('tool-host:ws/t1/1:1:0', { stale: true });
    let runs = 0;

    const outcome = await runOnce(ledger, key, async () => ({ result: ++runs }));

    expect(outcome.result).toMatchObject({ outcome: 'unknown', reason: 'outcome_unknown' });
    expect(runs).toBe(0);
  });

  it('given a dependency of the host was unavailable, when sent again, then the tool runs again (nothing had applied)', async () => {
    const ledger = memoryLedger();
    const down = async () => {
      throw new ApiError('unavailable', 'peer_unavailable', 'billing is down', { peer: 'billing' });
    };
    await expect(runOnce(ledger, key, down)).rejects.toMatchObject({ code: 'peer_unavailable' });

    expect(await runOnce(ledger, key, async () => ({ result: 'applied' }))).toEqual({ result: 'applied' });
  });
});
