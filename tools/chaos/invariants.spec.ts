import type { LedgerEntry } from '@lomo/service-api';
import { genJobStreamId, taskStreamId } from '@lomo/contracts';
import { checkInvariants, comparePosition, type Facts } from './invariants';

/** The two jobs' stream ids, as the generation gateway names them. */
const JOB1 = genJobStreamId('local', 't1:1:0:0');
const JOB2 = genJobStreamId('local', 't2:1:0:0');

const entry = (jobId: string, kind: LedgerEntry['entry'], amountMinor: number): LedgerEntry => ({
  jobId,
  entry: kind,
  amountMinor,
  currency: 'USD',
  at: '2026-12-02T10:00:00Z',
});

/** A clean run: two jobs (one succeeded and captured, one failed and refunded), two SSE clients that saw everything. */
const clean = (): Facts => ({
  upstreamSubmissions: [{ idempotencyKey: 't1:1:0:0' }, { idempotencyKey: 't2:1:0:0' }],
  jobs: [
    { jobId: JOB1, idempotencyKey: 't1:1:0:0', taskId: 't1', outcome: 'succeeded' },
    { jobId: JOB2, idempotencyKey: 't2:1:0:0', taskId: 't2', outcome: 'failed' },
  ],
  ledger: [entry(JOB1, 'hold', 4), entry(JOB1, 'capture', 4), entry(JOB2, 'hold', 4), entry(JOB2, 'refund', 4)],
  tasks: [
    { taskId: 't1', status: 'idle' },
    { taskId: 't2', status: 'terminated', stopReason: 'user' },
  ],
  leases: [{ taskId: 't1', holder: 'w-1', expiredForMs: -4_000, holderGone: false }],
  statusLog: ['9-1', '9-2', '10-3', '12-4'],
  sseClients: [
    { name: 'gateway-1#0', ids: ['9-2', '10-3', '12-4'], connections: 2 },
    { name: 'gateway-2#0', ids: ['9-1', '9-2'], connections: 1 },
  ],
  idleAppends: [],
  acceptedMessages: [{ taskId: 't1', messageId: 'm1' }],
  deliveredMessageIds: ['m0', 'm1'],
  serverErrors: [{ status: 503, retryAfter: false, route: 'GET /v1/tasks/:id' }],
  deadProcesses: [],
});

const invariantsOf = (facts: Facts) => checkInvariants(facts).map((v) => `${v.invariant} ${v.subject}`);

describe('the invariant checker', () => {
  it('given a clean run (a 503 while a peer was down included), then no violation', () => {
    expect(checkInvariants(clean())).toEqual([]);
  });

  it('given a key submitted upstream twice, then upstream-at-most-once names the key', () => {
    const facts = clean();
    facts.upstreamSubmissions.push({ idempotencyKey: 't1:1:0:0' });
    expect(invariantsOf(facts)).toEqual(['upstream-at-most-once t1:1:0:0']);
  });

  it('given a second capture of a job, then the ledger is unbalanced and the capture is counted twice', () => {
    const facts = clean();
    facts.ledger.push(entry(JOB1, 'capture', 4));
    expect(invariantsOf(facts)).toEqual([`ledger-balanced ${JOB1}`, `capture-matches-success ${JOB1}`]);
  });

  it('given a capture of a failed job and a succeeded job never captured, then both are named', () => {
    const facts = clean();
    facts.ledger = [
      entry(JOB1, 'hold', 4),
      entry(JOB1, 'refund', 4),
      entry(JOB2, 'hold', 4),
      entry(JOB2, 'capture', 4),
    ];
    expect(checkInvariants(facts).map((v) => v.detail)).toEqual([
      'captured, but the job ended failed',
      'succeeded, never captured',
    ]);
  });

  it('given a job submitted upstream that never ended in the log, then job-settled names it', () => {
    const facts = clean();
    facts.jobs[1].outcome = undefined;
    expect(invariantsOf(facts)).toEqual([`job-settled ${JOB2}`]);
  });

  it('given a task still running and one rescheduling at the end, then both need a worker; waiting for an answer does not', () => {
    const facts = clean();
    facts.tasks.push(
      { taskId: 't3', status: 'running' },
      { taskId: 't4', status: 'rescheduling' },
      { taskId: 't5', status: 'awaiting_approval' },
    );
    expect(invariantsOf(facts)).toEqual(['task-settled t3', 'task-settled t4']);
  });

  it('given a card the gateway refused to show at the end, then the task counts as unsettled, with the refusal', () => {
    const facts = clean();
    facts.tasks.push({ taskId: 't7', status: 'unreadable (429)' });
    expect(checkInvariants(facts).filter((v) => v.subject === 't7')).toEqual([
      { invariant: 'task-settled', subject: 't7', detail: 'still unreadable (429) after the quiet time' },
    ]);
  });

  it('given a task waiting for a result after all its jobs ended, then it is stuck; waiting on a job still running is not', () => {
    const facts = clean();
    facts.tasks.push({ taskId: 't1b', status: 'waiting_external' }, { taskId: 't6', status: 'waiting_external' });
    facts.jobs.push(
      { jobId: JOB1 + 'b', idempotencyKey: 't1b:1:0:0', taskId: 't1b', outcome: 'succeeded' },
      { jobId: JOB2 + 'b', idempotencyKey: 't6:1:0:0', taskId: 't6' },
    );
    facts.ledger.push(entry(JOB1 + 'b', 'hold', 4), entry(JOB1 + 'b', 'capture', 4));
    expect(checkInvariants(facts).map((v) => `${v.subject}: ${v.detail}`)).toEqual([
      't1b: waiting for a result, but every job it submitted has ended',
    ]);
  });

  it('given a lease whose holder is gone and one expired 2 s ago, then both are named; one expired 0.5 s ago is not', () => {
    const facts = clean();
    facts.leases.push(
      { taskId: 't3', holder: 'w-2', expiredForMs: -9_000, holderGone: true },
      { taskId: 't4', holder: 'w-1', expiredForMs: 2_000, holderGone: false },
      { taskId: 't5', holder: 'w-1', expiredForMs: 500, holderGone: false },
    );
    expect(invariantsOf(facts)).toEqual(['lease-of-dead-holder t3', 'lease-of-dead-holder t4']);
  });

  it('given a client that missed an event, one that got one twice and one with an id the log lacks, then each is named', () => {
    const facts = clean();
    facts.sseClients = [
      { name: 'gap', ids: ['9-1', '10-3', '12-4'], connections: 2 },
      { name: 'dup', ids: ['9-1', '9-2', '9-2', '10-3'], connections: 2 },
      { name: 'foreign', ids: ['9-1', '11-0', '12-4'], connections: 1 },
    ];
    expect(checkInvariants(facts).map((v) => `${v.subject}: ${v.detail}`)).toEqual([
      'gap: missed 1 of 4 events between 9-1 and 12-4, first 9-2',
      'dup: 9-2 after 9-2 (duplicate)',
      'foreign: missed 2 of 4 events between 9-1 and 12-4, first 9-2, 10-3',
      "foreign: 1 ids not in the log's status events (another deployment on the same Redis server?), first 11-0",
    ]);
  });

  it('given events appended during the quiet time, then they are counted by category and type', () => {
    const facts = clean();
    facts.idleAppends = [
      { streamId: taskStreamId('t1'), type: 'TaskWoken' },
      { streamId: taskStreamId('t2'), type: 'TaskWoken' },
    ];
    expect(checkInvariants(facts).map((v) => `${v.subject} ${v.detail}`)).toEqual([
      'task/TaskWoken 2 appended while nothing was asked',
    ]);
  });

  it('given an accepted follow-up never delivered and a 500, then both are violations', () => {
    const facts = clean();
    facts.acceptedMessages.push({ taskId: 't2', messageId: 'm9' });
    facts.serverErrors.push({ status: 500, retryAfter: false, route: 'POST /v1/main/messages' });
    expect(invariantsOf(facts)).toEqual(['message-not-lost m9', 'only-503 500 POST /v1/main/messages']);
  });

  it('given a process that died on its own, then process-survived names it with how it ended', () => {
    const facts = clean();
    facts.deadProcesses.push({ name: 'task-runtime-2', exit: 'code 1', lastOutput: 'Error: lease lost' });
    expect(checkInvariants(facts).map((v) => `${v.invariant} ${v.subject}: ${v.detail}`)).toEqual([
      'process-survived task-runtime-2: exited (code 1) with no fault on it; its last output: Error: lease lost',
    ]);
  });

  it('orders log positions by commit, then prepare, as numbers', () => {
    expect([comparePosition('9-10', '10-1'), comparePosition('10-2', '10-10'), comparePosition('3-3', '3-3')]).toEqual([
      -1, -1, 0,
    ]);
  });
});
