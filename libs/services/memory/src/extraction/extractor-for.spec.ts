import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlmSettings } from '@lomo/llm';
import { HashedNgramEmbedder } from '@lomo/search';
import type { Candidate } from './candidates';
import { memoryExtractorFor } from './extractor-for';
import type { ExtractionOutcome } from './fallback-extractor';

/** An Ollama-compatible endpoint that answers every call with `respond` (or never). */
async function provider(
  respond?: (reply: { status: number; body: string }) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    if (!respond) return; // hangs: the model never answers
    const reply = { status: 500, body: '{"error":"model is loading"}' };
    respond(reply);
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const settings = (url: string): Partial<LlmSettings> => ({
  LLM_PROVIDER: 'ollama',
  OLLAMA_BASE_URL: url,
  LLM_TIMEOUT_MS: 5_000,
  LLM_MAX_RETRIES: 0,
});

describe('a remote model provider guarded by the offline extractor (issue 28, ADR 0052)', () => {
  const embedder = new HashedNgramEmbedder();
  const servers: Server[] = [];
  afterAll(() =>
    Promise.all(
      servers.map((s) => {
        s.closeAllConnections(); // the hanging provider's request is still open
        return new Promise((r) => s.close(r));
      }),
    ),
  );
  const outcomes = () => {
    const seen: Array<[ExtractionOutcome, string | undefined]> = [];
    return { seen, onOutcome: (o: ExtractionOutcome, reason?: string) => void seen.push([o, reason]) };
  };
  const said = 'Our brand colour is teal.';
  const held = (candidates: unknown[]) => (candidates as Candidate[]).map((c) => [c.subject, c.content]);

  it('given no provider, then the offline extractor itself reads the message (nothing to guard)', async () => {
    const extractor = await memoryExtractorFor({ LLM_PROVIDER: 'offline' }, embedder);
    expect(extractor.name).not.toContain('model');
    expect(held(await extractor.extract(said))).toEqual([['brand colour', 'Our brand colour is teal']]);
  });

  it('given a provider that answers with an error, then the offline extractor reads the message and the fallback is reported', async () => {
    const { url, server } = await provider(() => undefined);
    servers.push(server);
    const { seen, onOutcome } = outcomes();
    const extractor = await memoryExtractorFor(settings(url), embedder, { onOutcome });

    expect(extractor.name).toMatch(/^model\+/);
    expect(held(await extractor.extract(said))).toEqual([['brand colour', 'Our brand colour is teal']]);
    expect(seen).toEqual([['offline_fallback', expect.any(String)]]);
  });

  it('given a provider nobody listens at, then the statement is still read, offline', async () => {
    const { url, server } = await provider(() => undefined);
    await new Promise((r) => server.close(r));
    const { seen, onOutcome } = outcomes();
    const extractor = await memoryExtractorFor(settings(url), embedder, { onOutcome });

    expect(held(await extractor.extract(said))).toEqual([['brand colour', 'Our brand colour is teal']]);
    expect(seen.map(([o]) => o)).toEqual(['offline_fallback']);
  });

  it('given a provider that never answers, then after the model’s share of the deadline the offline extractor answers', async () => {
    const { url, server } = await provider();
    servers.push(server);
    const { seen, onOutcome } = outcomes();
    const extractor = await memoryExtractorFor(settings(url), embedder, { onOutcome, modelTimeoutMs: 300 });
    const started = Date.now();

    expect(held(await extractor.extract(said))).toEqual([['brand colour', 'Our brand colour is teal']]);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(seen).toEqual([['offline_fallback', 'the model did not answer within 300 ms']]);
  });
});
