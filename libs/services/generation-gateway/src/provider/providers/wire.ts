import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ProviderProtocolError, type ProviderOutput, UncertainSubmission, UpstreamUnavailable } from '../provider.port';

/** The limits every vendor adapter reads its upstream with. */
export interface WireLimits {
  /** Per request. */
  requestTimeoutMs: number;
  /** Largest JSON answer accepted (status, result); more is `oversized_response`. */
  maxJsonBytes: number;
  /** Largest single output accepted; the stream errors past it. */
  maxOutputBytes: number;
}

export const DEFAULT_LIMITS: WireLimits = {
  requestTimeoutMs: 30_000,
  maxJsonBytes: 1_048_576,
  maxOutputBytes: 268_435_456,
};

export type Headers = Record<string, string | string[] | undefined>;

/** One header's first value, case-insensitively (Node lower-cases incoming names). */
export function headerOf(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `fetch` with the adapter's timeout. */
export function call(url: string, init: RequestInit, limits: WireLimits): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(limits.requestTimeoutMs) });
}

/**
 * A submission request: a network failure or timeout is uncertain (the upstream may have
 * created the job), never a rejection — the caller reconciles instead of re-sending.
 */
export async function submitCall(url: string, init: RequestInit, limits: WireLimits): Promise<Response> {
  try {
    return await call(url, init, limits);
  } catch (error) {
    throw new UncertainSubmission(error instanceof Error ? error.name : 'network');
  }
}

/** The body as JSON, read at most `maxBytes`. @throws ProviderProtocolError */
export async function readJson(response: Response, maxBytes: number): Promise<unknown> {
  const text = (await readLimited(response, maxBytes)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderProtocolError('malformed_response', `upstream answered ${response.status} with a non-JSON body`);
  }
}

/** The body as JSON, or undefined when it is not JSON (error answers); still size-limited. */
export async function readJsonOrUndefined(response: Response, maxBytes: number): Promise<unknown> {
  try {
    return await readJson(response, maxBytes);
  } catch (error) {
    if (error instanceof ProviderProtocolError && error.code === 'malformed_response') return undefined;
    throw error;
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw oversized(declared, maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > maxBytes) throw oversized(size, maxBytes);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

const oversized = (size: number, max: number) =>
  new ProviderProtocolError('oversized_response', `upstream body of ${size}+ bytes exceeds the ${max}-byte limit`);

/** A byte stream that errors with `oversized_response` once more than `maxBytes` passed. */
export function limitStream(source: Readable, maxBytes: number): Readable {
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > maxBytes) done(oversized(size, maxBytes));
      else done(null, chunk);
    },
  });
  source.on('error', (error) => limiter.destroy(error));
  return source.pipe(limiter);
}

/** A download as a size-limited stream (never buffered whole). @throws ProviderProtocolError */
export async function streamOutput(
  response: Response,
  limits: WireLimits,
  fallbackType: string,
): Promise<ProviderOutput> {
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    // An outage or a rate limit is no verdict on the job's output: it is fetched again later.
    if (response.status >= 500 || response.status === 429)
      throw new UpstreamUnavailable(`upstream output answered ${response.status}`);
    throw new ProviderProtocolError('malformed_response', `upstream output answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limits.maxOutputBytes) {
    await response.body.cancel();
    throw oversized(declared, limits.maxOutputBytes);
  }
  return {
    stream: limitStream(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), limits.maxOutputBytes),
    mediaType: response.headers.get('content-type')?.split(';')[0] ?? fallbackType,
    ...(Number.isFinite(declared) && { sizeBytes: declared }),
  };
}

/** A media type from a file name, for outputs listed by URL or file name only. */
export function mediaTypeOf(name: string, fallback = 'application/octet-stream'): string {
  const ext = /\.([a-z0-9]+)(?:$|\?)/i.exec(name)?.[1]?.toLowerCase();
  return (ext && MEDIA_TYPES[ext]) ?? fallback;
}

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
};

/** A provider's short failure reason, safe for an event: a code-like token, bounded. */
export function reasonCode(provider: string, raw: unknown, fallback: string): string {
  const text = typeof raw === 'string' && raw.trim() !== '' ? raw : fallback;
  const token = text
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${provider}:${token || fallback}`;
}

/** The callback URL with the job's reference and workspace (for upstreams whose body does not echo them). */
export function callbackWith(
  url: string,
  request: { workspaceId: string; clientReference: string },
  extra: Record<string, string> = {},
): string {
  const target = new URL(url);
  target.searchParams.set('ws', request.workspaceId);
  target.searchParams.set('ref', request.clientReference);
  for (const [name, value] of Object.entries(extra)) target.searchParams.set(name, value);
  return target.toString();
}
