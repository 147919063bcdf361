import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerError } from './http';
import { keepLogs, unexpectedErrorLines } from './logs';

const error = (status: number, retryAfter: boolean, correlationId?: string): ServerError => ({
  status,
  retryAfter,
  route: 'POST /v1/main/messages',
  gateway: 'http://127.0.0.1:1',
  atMs: 607_657,
  problem: 'internal_error',
  correlationId,
});

const outputs = [
  {
    name: 'gateway-1',
    text: '{"msg":"ok","correlationId":"c-1"}\n{"msg":"unhandled error","correlationId":"c-2","err":"boom"}\n',
  },
  { name: 'router-1', text: '{"msg":"routing","correlationId":"c-2"}\n' },
];

describe('the chaos soak keeps the logs that explain a 5xx', () => {
  it('lays every replica line carrying an unexpected 5xx’s correlation id beside it', () => {
    expect(unexpectedErrorLines([error(500, false, 'c-2')], outputs)).toEqual([
      '500 POST /v1/main/messages at 607.66 s (correlation id c-2): gateway-1: {"msg":"unhandled error","correlationId":"c-2","err":"boom"}',
      '500 POST /v1/main/messages at 607.66 s (correlation id c-2): router-1: {"msg":"routing","correlationId":"c-2"}',
    ]);
  });

  it('skips the allowed 503 with Retry-After, and says so when no replica logged an unexpected one', () => {
    expect(unexpectedErrorLines([error(503, true, 'c-1'), error(503, false, 'c-9')], outputs)).toEqual([
      '503 POST /v1/main/messages at 607.66 s (correlation id c-9): no replica logged it',
    ]);
  });

  it('writes one file per replica', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'chaos-logs-')), 'logs');
    keepLogs(outputs, dir);
    expect(readFileSync(join(dir, 'router-1.log'), 'utf8')).toBe(outputs[1].text);
  });
});
