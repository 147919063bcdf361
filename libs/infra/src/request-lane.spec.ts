import { inBackground, isServingRequest, RequestFirstQueue, servingRequest } from './request-lane';

/** An operation that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { run: async () => (log.push(name), await opened, name), open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

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
