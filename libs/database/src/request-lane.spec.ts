import { inBackground, isServingRequest, RequestFirstQueue, requestBegun, servingRequest } from './request-lane';

/** An operation that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { run: async () => (log.push(name), await opened, name), open };
}

/** Two turns of the event loop: the queue starts its next operation on the turn after one ends. */
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('RequestFirstQueue', () => {
  it('given background operations queued behind one in flight, when a request arrives, then it runs next', async () => {
    const queue = new RequestFirstQueue();
    const log: string[] = [];
    const ops = ['b1', 'b2', 'b3'].map((name) => gate(log, name));
    const done = ops.map((op) => queue.run(op.run));
    const request = gate(log, 'r1');
    const answered = servingRequest(() => queue.run(request.run));
    await settle();
    expect(log).toEqual(['b1']);
    ops[0].open();
    await settle();
    expect(log).toEqual(['b1', 'r1']);
    request.open();
    ops[1].open();
    ops[2].open();
    await expect(Promise.all([answered, ...done])).resolves.toEqual(['r1', 'b1', 'b2', 'b3']);
    expect(log).toEqual(['b1', 'r1', 'b2', 'b3']);
  });

  it('given a steady stream of requests, then waiting background work still runs after every eight', async () => {
    const queue = new RequestFirstQueue();
    const log: string[] = [];
    const first = gate(log, 'b0');
    void queue.run(first.run);
    const background = gate(log, 'b1');
    void queue.run(background.run);
    const requests = Array.from({ length: 10 }, (_, i) => gate(log, `r${i}`));
    for (const r of requests) void servingRequest(() => queue.run(r.run));
    first.open();
    for (const r of requests.slice(0, 8)) {
      await settle();
      r.open();
    }
    await settle();
    expect(log.slice(0, 10)).toEqual(['b0', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'b1']);
  });

  it('given a long run of background operations, when a request arrives from outside (an I/O callback), then it runs after at most one of them', async () => {
    const queue = new RequestFirstQueue();
    const log: string[] = [];
    // Operations that finish at once, as PGlite's do (its statements run synchronously in WASM):
    // chained through promises alone they never let the event loop read the waiting request.
    const background = Array.from({ length: 50 }, () => queue.run(async () => void log.push('b')));
    const request = new Promise((resolve) =>
      setImmediate(() => resolve(servingRequest(() => queue.run(async () => void log.push('r'))))),
    );
    await Promise.all([...background, request]);
    expect(log.indexOf('r')).toBeLessThanOrEqual(1);
    expect(log.filter((x) => x === 'b')).toHaveLength(50);
  });

  it('given a young request in flight between its statements, then queued background work waits until it is answered', async () => {
    const queue = new RequestFirstQueue();
    const log: string[] = [];
    const answered = requestBegun();
    await servingRequest(() => queue.run(async () => void log.push('r1')));
    const background = queue.run(async () => void log.push('b'));
    // The handler works between its statements; the background must not take the connection meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await servingRequest(() => queue.run(async () => void log.push('r2')));
    expect(log).toEqual(['r1', 'r2']);
    answered();
    await background;
    expect(log).toEqual(['r1', 'r2', 'b']);
  });

  it('given a request just answered, when the next request comes within the grace, then it goes ahead of background work queued meanwhile', async () => {
    const queue = new RequestFirstQueue();
    const log: string[] = [];
    requestBegun()();
    const background = queue.run(async () => void log.push('b'));
    // The console reads the task's card as soon as its post is answered.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answered = requestBegun();
    await servingRequest(() => queue.run(async () => void log.push('r')));
    answered();
    await background;
    expect(log).toEqual(['r', 'b']);
  });

  it('given a request that stays in flight, then held background work runs after the hold all the same', async () => {
    const queue = new RequestFirstQueue();
    const answered = requestBegun();
    const started = performance.now();
    await queue.run(async () => 'background');
    const waited = performance.now() - started;
    answered();
    // Held for the hold (50 ms) and no longer than a generous bound: never until the request ends.
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(2_000);
  });

  it('given requests arriving without a pause, then the background still gets turns of its own after each full hold', async () => {
    const queue = new RequestFirstQueue();
    let ran = 0;
    const background = Array.from({ length: 20 }, () => queue.run(async () => void ran++));
    // A new request every 10 ms, each answered at once: the background is held without a break.
    const stream = setInterval(() => requestBegun()(), 10);
    requestBegun()();
    await new Promise((resolve) => setTimeout(resolve, 200));
    clearInterval(stream);
    // One held operation per hold would be 4 by now; a turn runs what is queued.
    expect(ran).toBeGreaterThanOrEqual(10);
    await Promise.all(background);
  });

  it('given an operation that fails, then its caller gets the error and the queue goes on', async () => {
    const queue = new RequestFirstQueue();
    await expect(queue.run(() => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('given work started while serving a request, when it is put in the background, then it is no longer the request', async () => {
    await servingRequest(async () => {
      expect(isServingRequest()).toBe(true);
      await inBackground(async () => expect(isServingRequest()).toBe(false));
      expect(isServingRequest()).toBe(true);
    });
    expect(isServingRequest()).toBe(false);
  });
});
