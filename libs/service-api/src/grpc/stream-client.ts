import { Readable } from 'node:stream';
import type { Client, ClientWritableStream, ServiceError } from '@grpc/grpc-js';
import { create } from '@bufbuild/protobuf';
import type { ApiCaller } from '../caller';
import type { BlobBytes } from '../workspace.api';
import { currentCallContext } from './call-context';
import { callMetadata } from './credentials';
import { pathOf, requestCodec, responseCodec, type AnyDownloadBinding, type AnyUploadBinding } from './rpc';
import { errorOfStatus } from './status';

/**
 * Largest chunk message of a streamed call. Each side of a grpc-js stream buffers up to 16
 * messages before it pushes back, so this bounds a transfer in flight to about 2 MiB.
 */
export const STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * Deadline of a streamed call: the transfer of a large video, not one query, so far longer
 * than a unary call's — still bounded, and still no later than the call being served.
 */
export const STREAM_DEADLINE_MS = 15 * 60_000;

/** What a stream call needs of its peer's connection (a `GrpcPeer`). */
export interface StreamChannel {
  readonly name: string;
  readonly client: Client;
  readonly token: string;
}

const deadlineAndSignal = () => {
  const inherited = currentCallContext();
  return {
    deadline: Math.min(Date.now() + STREAM_DEADLINE_MS, inherited?.deadline ?? Infinity),
    signal: inherited?.signal,
  };
};

const mapped = (peer: StreamChannel, error: unknown) =>
  typeof (error as ServiceError)?.code === 'number'
    ? errorOfStatus(error as ServiceError, peer.name, STREAM_DEADLINE_MS)
    : error;

/** The bytes in pieces of at most `STREAM_CHUNK_BYTES`, read as they are needed. */
export async function* pieces(bytes: BlobBytes): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes instanceof Uint8Array ? [bytes] : bytes) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = 0; at < buffer.byteLength; at += STREAM_CHUNK_BYTES)
      yield buffer.subarray(at, at + STREAM_CHUNK_BYTES);
  }
}

/** Writes one message, waiting while the transport's buffer is full (backpressure) or until the call ends. */
const write = (call: ClientWritableStream<unknown>, message: unknown, ended: Promise<void>) =>
  call.write(message) ? Promise.resolve() : Promise.race([new Promise<void>((r) => call.once('drain', r)), ended]);

/**
 * One upload call: the first message, then the bytes in chunk messages as the source yields
 * them. A source that fails cancels the call (the server stores nothing of a cancelled
 * upload) and the caller gets the source's own error; an answer before the end (a repeated
 * registration, a refusal) stops the reading.
 */
export function callUpload(
  peer: StreamChannel,
  binding: AnyUploadBinding,
  caller: ApiCaller,
  args: unknown[],
): Promise<unknown> {
  const { method } = binding;
  const { first, bytes } = binding.toRequest(...args);
  const { deadline, signal } = deadlineAndSignal();
  let sourceError: { error: unknown } | undefined;
  let done = false;
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return new Promise((resolve, reject) => {
    const call = peer.client.makeClientStreamRequest(
      pathOf(method),
      requestCodec(method).serialize as (value: unknown) => Buffer,
      responseCodec(method).deserialize,
      callMetadata(peer.token, caller),
      { deadline },
      (error, response) => {
        done = true;
        end();
        signal?.removeEventListener('abort', cancel);
        if (sourceError) reject(sourceError.error);
        else if (error) reject(mapped(peer, error));
        else resolve(binding.fromResponse(response as never));
      },
    );
    const cancel = () => call.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    void (async () => {
      try {
        await write(call, create(method.input, first), ended);
        if (bytes)
          for await (const piece of pieces(bytes)) {
            if (done) break;
            await write(call, create(method.input, binding.chunks.chunk(piece)), ended);
          }
        if (!done) call.end();
      } catch (error) {
        sourceError = { error };
        call.cancel();
      }
    })();
  });
}

/**
 * One download call: resolves with the result once the first message arrived (an error
 * before it rejects, mapped like a unary call's), its bytes a stream pulled from the call as
 * it is read; destroying the stream cancels the call.
 */
export async function callDownload(
  peer: StreamChannel,
  binding: AnyDownloadBinding,
  caller: ApiCaller,
  args: unknown[],
): Promise<unknown> {
  const { method } = binding;
  const { deadline, signal } = deadlineAndSignal();
  const call = peer.client.makeServerStreamRequest(
    pathOf(method),
    requestCodec(method).serialize as (value: unknown) => Buffer,
    responseCodec(method).deserialize,
    create(method.input, binding.toRequest(...args)),
    callMetadata(peer.token, caller),
    { deadline },
  );
  const cancel = () => call.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  call.on('status', () => signal?.removeEventListener('abort', cancel));
  const messages = call[Symbol.asyncIterator]();
  const first = await messages.next().catch((error: unknown) => {
    throw mapped(peer, error);
  });
  if (first.done) throw new Error(`the ${peer.name} service ended ${method.name} before its first message`);
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for (let next = await messages.next(); !next.done; next = await messages.next()) {
        const chunk = binding.chunks.bytesOf(next.value);
        if (chunk) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
    } catch (error) {
      throw mapped(peer, error);
    } finally {
      call.cancel(); // a no-op once the call ended; frees the server when the reader gave up
    }
  }
  return binding.fromResponse(first.value, Readable.from(bytes(), { objectMode: false, highWaterMark: 1 }));
}
