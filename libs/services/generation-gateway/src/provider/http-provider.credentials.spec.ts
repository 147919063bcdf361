import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpGenerationProvider } from './http-provider';
import { DeploymentCredentials, type ProviderCredentials, type SubmitRequest } from './provider.port';

const request: SubmitRequest = {
  idempotencyKey: 'key-1',
  workspaceId: 'ws-secret-tenant',
  clientReference: 'job-1',
  kind: 'image',
  model: 'sim-image-1',
  prompt: 'a red fox',
  params: {},
  references: [],
};

describe('HttpGenerationProvider credentials', () => {
  let server: Server;
  let url: string;
  const seen: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'up-1' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('given a workspace credential, when submitting, then the key is asked for that workspace at request time and sent as a bearer token, and the workspace id is not sent', async () => {
    const asked: Array<[string, string]> = [];
    const credentials: ProviderCredentials = {
      resolve: (providerId, workspaceId) => {
        asked.push([providerId, workspaceId]);
        return Promise.resolve(`key-for-${workspaceId}`);
      },
    };
    const provider = new HttpGenerationProvider({ id: 'http', baseUrl: url, secrets: [], credentials });

    await provider.submit(request);

    expect(asked).toEqual([['http', 'ws-secret-tenant']]);
    expect(seen[0].headers.authorization).toBe('Bearer key-for-ws-secret-tenant');
    expect(seen[0].body).not.toContain('ws-secret-tenant');
    expect(JSON.parse(seen[0].body)).toMatchObject({ idempotencyKey: request.idempotencyKey, prompt: 'a red fox' });
  });

  it('given no key for the provider, when submitting, then no authorization header is sent', async () => {
    const provider = new HttpGenerationProvider({
      id: 'http',
      baseUrl: url,
      secrets: [],
      credentials: new DeploymentCredentials({ other: 'k' }),
    });

    await provider.submit(request);

    expect(seen[0].headers.authorization).toBeUndefined();
  });
});

describe('DeploymentCredentials', () => {
  it('given configured keys, when resolving, then each provider gets its key for every workspace and an empty key counts as none', async () => {
    const credentials: ProviderCredentials = new DeploymentCredentials({ openai: 'sk-1', fal: '' });

    expect(await credentials.resolve('openai', 'ws-a')).toBe('sk-1');
    expect(await credentials.resolve('openai', 'ws-b')).toBe('sk-1');
    expect(await credentials.resolve('fal', 'ws-a')).toBeUndefined();
    expect(await credentials.resolve('replicate', 'ws-a')).toBeUndefined();
  });
});
