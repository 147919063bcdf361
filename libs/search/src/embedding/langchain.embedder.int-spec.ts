import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CachedEmbedder } from './cached.embedder';
import { modelEmbedder } from './langchain.embedder';

interface Seen {
  path: string;
  authorization?: string;
  body: { model: string; input: string[]; dimensions?: number; encoding_format?: string };
}

/** A vector the server can be checked against: not unit length, so normalisation shows. */
const rawVector = (text: string) => [text.length, 2, 0];

/**
 * The providers' wire formats on a loopback HTTP server (the transport is real, the model is
 * not): OpenAI's POST /v1/embeddings (float or base64 float32) and Ollama's POST /api/embed.
 */
async function providerDouble(): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Seen['body'];
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const vectors = body.input.map(rawVector);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/embed') return res.end(JSON.stringify({ model: body.model, embeddings: vectors }));
      const encode = (v: number[]) =>
        body.encoding_format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v;
      res.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: vectors.map((v, index) => ({ object: 'embedding', index, embedding: encode(v) })),
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

describe('LangChain embedders over their real HTTP clients, against a provider double', () => {
  let provider: Awaited<ReturnType<typeof providerDouble>>;
  beforeAll(async () => {
    provider = await providerDouble();
  });
  afterAll(() => new Promise((resolve) => provider.server.close(resolve)));
  beforeEach(() => provider.seen.splice(0));

  it('given EMBEDDER=openai, when texts are embedded, then one request carries them and unit vectors come back in order', async () => {
    const openai = await modelEmbedder({
      provider: 'openai',
      apiKey: 'sk-test',
      dimensions: 3,
      baseUrl: `${provider.url}/v1`,
    });
    const vectors = await openai.embed(['a red cat', 'frame three']);
    expect(provider.seen).toEqual([
      expect.objectContaining({
        path: '/v1/embeddings',
        authorization: 'Bearer sk-test',
        body: expect.objectContaining({
          model: 'text-embedding-3-small',
          input: ['a red cat', 'frame three'],
          dimensions: 3,
        }),
      }),
    ]);
    expect(vectors[0]).toEqual([9 / Math.hypot(9, 2), 2 / Math.hypot(9, 2), 0].map((x) => expect.closeTo(x, 6)));
    expect(vectors[1][0]).toBeCloseTo(11 / Math.hypot(11, 2), 6);
  });

  it('given EMBEDDER=ollama, when texts are embedded, then /api/embed gets the model and the texts', async () => {
    const ollama = await modelEmbedder({ provider: 'ollama', model: 'nomic-embed-text', baseUrl: provider.url });
    const [v] = await ollama.embed(['slide 7']);
    expect(provider.seen.map((s) => [s.path, s.body.model, s.body.input])).toEqual([
      ['/api/embed', 'nomic-embed-text', ['slide 7']],
    ]);
    expect(Math.hypot(...v)).toBeCloseTo(1, 6);
  });

  it('given a cached provider embedder, when a text comes again, then the provider is not asked again', async () => {
    const cached = new CachedEmbedder(await modelEmbedder({ provider: 'ollama', baseUrl: provider.url }));
    await cached.embed(['the header']);
    await cached.embed(['the header', 'the footer']);
    expect(provider.seen.map((s) => s.body.input)).toEqual([['the header'], ['the footer']]);
  });
});
