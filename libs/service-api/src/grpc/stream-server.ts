import type { ServerReadableStream, ServerWritableStream } from '@grpc/grpc-js';
import { create } from '@bufbuild/protobuf';
import { ApiError } from '../api-error';
import type { ApiCaller } from '../caller';
import type { AnyDownloadBinding, AnyUploadBinding } from './rpc';
import { pieces } from './stream-client';

type Implementation = (caller: ApiCaller, ...args: unknown[]) => Promise<unknown>;

/**
 * The messages of an upload as the implementation reads them. A client that cancels (its
 * source failed) or disconnects fails the read instead of ending it, so a cut-off upload is
 * never stored as if it were whole.
 */
async function* messagesOf(call: ServerReadableStream<unknown, unknown>): AsyncGenerator<unknown> {
  const cut = () => call.destroy(new ApiError('unavailable', 'upload_cancelled', 'the client cancelled the upload'));
  call.once('cancelled', cut);
  try {
    for await (const message of call) yield message;
    if (call.cancelled) cut();
  } finally {
    call.off('cancelled', cut);
  }
}

/** The handler of an upload binding: the first message and the chunks after it, to the implementation. */
export function uploadHandler(implementation: Implementation, binding: AnyUploadBinding) {
  return async (call: ServerReadableStream<unknown, unknown>, caller?: ApiCaller) => {
    const messages = messagesOf(call);
    const first = await messages.next();
    if (first.done) throw new ApiError('invalid', 'empty_upload', 'the upload ended before its first message');
    async function* bytes(): AsyncGenerator<Uint8Array> {
      for (let next = await messages.next(); !next.done; next = await messages.next()) {
        const chunk = binding.chunks.bytesOf(next.value as never);
        if (!chunk) throw new ApiError('invalid', 'invalid_upload', 'every message after the first must be a chunk');
        yield chunk;
      }
    }
    const args = binding.fromRequest(first.value as never, bytes());
    return create(binding.method.output, binding.toResponse(await implementation(caller!, ...args)));
  };
}

/**
 * The handler of a download binding: the result's first message, then its bytes as chunk
 * messages, written only as fast as the client reads (backpressure); a client that goes away
 * stops the reading, which frees the blob store's stream.
 */
export function downloadHandler(implementation: Implementation, binding: AnyDownloadBinding) {
  return async (call: ServerWritableStream<unknown, unknown>, caller?: ApiCaller): Promise<void> => {
    const result = await implementation(caller!, ...binding.fromRequest(call.request as never));
    const { first, bytes } = binding.toResponse(result);
    const { output } = binding.method;
    let gone = false;
    call.once('cancelled', () => (gone = true));
    const send = async (message: unknown) => {
      if (!call.write(message))
        await new Promise<void>((r) => (gone ? r() : call.once('drain', r).once('cancelled', r)));
    };
    try {
      await send(create(output, first));
      for await (const chunk of pieces(bytes)) {
        if (gone) break;
        await send(create(output, binding.chunks.chunk(chunk)));
      }
    } finally {
      (bytes as { destroy?: () => void }).destroy?.();
    }
  };
}
