import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { ObjectKind } from '@lomo/service-api';
import { refuse } from '../http/problem';
import { mislabelled, UPLOAD_KINDS } from './media-types';

/** file-type reads at most this much of the start of a file to tell its type. */
const SNIFF_BYTES = 4100;
const NAME = /^[^\u0000-\u001f]{1,200}$/;

/** One uploaded file, its type told from its bytes; `bytes` streams it, head first, and fails past the limit. */
export interface Upload {
  name: string;
  linkTaskId?: string;
  mediaType: string;
  kind: ObjectKind;
  bytes: AsyncIterable<Uint8Array>;
}

/** Raised by `bytes` past the limit: the store drops what it had (nothing is kept half-way). */
export class UploadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the upload is larger than ${limit} bytes`);
  }
}

export const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

/**
 * Receives a `multipart/form-data` upload: optional fields `name` and `linkTaskId` (before the
 * file), then one part `file`. The file is never held whole: its first bytes are read to sniff
 * its type (file-type), then `store` gets a stream of the whole file, which it pipes into the
 * blob store. Every refusal (no file, empty, unknown or mislabelled type, too large, malformed
 * body) is a problem before or instead of anything stored.
 */
export function receiveUpload<T>(req: Request, maxBytes: number, store: (upload: Upload) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fieldSize: 1024, parts: 6, fileSize: maxBytes + 1 },
      });
    } catch (error) {
      reject(refuse(400, 'malformed_multipart', `the multipart body cannot be read: ${(error as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let started = false;
    const fail = (error: unknown) => {
      // The rest of the body is read and dropped, so the refusal reaches the client.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (field, file, info) => {
      if (field !== 'file' || started) {
        file.resume();
        return;
      }
      started = true;
      accept(file, info, fields, maxBytes).then(store).then(resolve, fail);
    });
    parser.on('filesLimit', () => fail(refuse(400, 'too_many_files', 'send one file per request')));
    parser.on('error', (error: Error) =>
      fail(refuse(400, 'malformed_multipart', `the multipart body cannot be read: ${error.message}`)),
    );
    parser.on('close', () => {
      if (!started) fail(refuse(400, 'upload_file_missing', 'send the media as the multipart part "file"'));
    });
    req.pipe(parser);
  });
}

async function accept(
  file: Readable,
  info: busboy.FileInfo,
  fields: Record<string, string>,
  maxBytes: number,
): Promise<Upload> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else {
      head.push(next.value);
      size += next.value.length;
    }
  }
  if (size === 0) throw refuse(400, 'empty_upload', 'the file is empty');
  if (size > maxBytes)
    throw refuse(413, 'upload_too_large', `uploads are at most ${maxBytes} bytes`, { limit: maxBytes });
  const first = Buffer.concat(head);
  const detected = (await fileTypeFromBuffer(first))?.mime;
  const kind = detected ? UPLOAD_KINDS[detected] : undefined;
  if (!detected || !kind)
    throw refuse(
      415,
      'unsupported_media',
      `the bytes are not a medium this API stores${detected ? ` (${detected})` : ''}: ${Object.keys(UPLOAD_KINDS).join(', ')}`,
      { detected: detected ?? null },
    );
  if (mislabelled(info.mimeType, detected))
    throw refuse(415, 'media_type_mismatch', `the file says ${info.mimeType} but its bytes are ${detected}`, {
      declared: info.mimeType,
      detected,
    });
  const name = fields['name'] ?? info.filename ?? `upload.${detected.split('/')[1]}`;
  if (!NAME.test(name)) throw refuse(400, 'validation_failed', 'name is 1–200 characters without control characters');
  async function* bytes(): AsyncIterable<Uint8Array> {
    yield first;
    let total = size;
    for (let next = done ? undefined : await chunks.next(); next && !next.done; next = await chunks.next()) {
      total += next.value.length;
      if (total > maxBytes) throw new UploadTooLarge(maxBytes);
      yield next.value;
    }
  }
  return {
    name,
    ...(fields['linkTaskId'] ? { linkTaskId: fields['linkTaskId'] } : {}),
    mediaType: detected,
    kind,
    bytes: bytes(),
  };
}
