import { status, type ServiceError } from '@grpc/grpc-js';
import { Client, DatabaseError } from 'pg';
import Redis from 'ioredis';
import { freePort } from '@lomo/testing';
import { isApiError } from './api-error';
import { errorOfStatus, isTransportUnavailable, statusOfError } from './grpc/status';
import { dependencyUnavailable, isStoreUnavailable } from './store-unavailable';

describe('a store out of reach is told apart from a defect (chaos soak: cuts answered 500)', () => {
  it('given the errors real drivers throw when PostgreSQL or Redis is gone, when classified, then each is a store out of reach', async () => {
    const port = await freePort();
    const pg = await new Client({ host: '127.0.0.1', port }).connect().catch((e: unknown) => e);
    const redis = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const fromRedis = await redis.get('x').catch((e: unknown) => e);
    redis.disconnect();
    const shutdown = new DatabaseError('terminating connection due to administrator command', 0, 'error');
    shutdown.code = '57P01';
    const wrapped = new Error('query failed', { cause: pg });
    for (const error of [pg, fromRedis, shutdown, wrapped]) expect(isStoreUnavailable(error)).toBe(true);
  });

  it('given a defect or a refusal of the request, when classified, then it is not a store out of reach', () => {
    const unique = new DatabaseError('duplicate key value violates unique constraint', 0, 'error');
    unique.code = '23505';
    for (const error of [new TypeError('x is undefined'), unique, new Error('boom'), undefined, 'ECONNREFUSED'])
      expect(isStoreUnavailable(error)).toBe(false);
  });

  it('given a store out of reach inside a gRPC method, when answered and read by the client, then it is unavailable with its trailer, not a call that never ran', async () => {
    const port = await freePort();
    const pg = await new Client({ host: '127.0.0.1', port }).connect().catch((e: unknown) => e);
    const answered = statusOfError(pg);
    expect(answered.code).toBe(status.UNAVAILABLE);
    const seen = { ...answered, message: String(answered.details) } as unknown as ServiceError;
    // A transport failure may be retried blindly; this call ran, so it must not look like one.
    expect(isTransportUnavailable(seen)).toBe(false);
    const error = errorOfStatus(seen, 'memory', 5_000);
    expect(isApiError(error) && [error.kind, error.code]).toEqual(['unavailable', 'store_unavailable']);
    expect(statusOfError(new TypeError('bug')).code).toBe(status.INTERNAL);
  });

  it('given the embedder engine failed a request, when answered over gRPC or classified, then it is unavailable (503), not internal', () => {
    // The shape EmbedderUnavailable (@lomo/search) has; service-api sees only its code.
    const engine = Object.assign(
      new Error('multilingual-e5-small-q4 embedder unavailable (exited): the engine exited'),
      {
        code: 'embedder_unavailable',
      },
    );
    expect(dependencyUnavailable(engine)).toMatchObject({ kind: 'unavailable', code: 'embedder_unavailable' });
    expect(statusOfError(engine).code).toBe(status.UNAVAILABLE);
    expect(dependencyUnavailable(new Error('boom'))).toBeUndefined();
  });
});
