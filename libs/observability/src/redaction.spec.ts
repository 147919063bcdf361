import pino from 'pino';
import { REDACTED_PATHS, redactUrl } from './observability.module';

describe('credentials in request logs', () => {
  it('removes access tokens from logged URLs, keeping the rest', () => {
    expect(redactUrl('/v1/tasks/t-1/events?access_token=lomo_secret&after=5')).toBe(
      '/v1/tasks/t-1/events?access_token=[redacted]&after=5',
    );
    expect(redactUrl('/v1/objects/o/download?version=2&ACCESS_TOKEN=abc')).toBe(
      '/v1/objects/o/download?version=2&ACCESS_TOKEN=[redacted]',
    );
    expect(redactUrl('/health/live')).toBe('/health/live');
  });

  it('censors the authorization header and api-key header in a logged request', () => {
    const lines: string[] = [];
    const logger = pino(
      { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void lines.push(line) },
    );
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer lomo_secret', 'x-api-key': 'lomo_other', accept: 'text/html' },
          query: { access_token: 'lomo_q' },
        },
      },
      'request',
    );
    const logged = JSON.parse(lines[0]);
    expect(logged.req.headers).toEqual({ authorization: '[redacted]', 'x-api-key': '[redacted]', accept: 'text/html' });
    expect(logged.req.query).toEqual({ access_token: '[redacted]' });
    expect(lines[0]).not.toContain('lomo_');
  });
});
