import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { refuse } from '../http/problem';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from './media-sniff';
import type { Upload } from './store-upload';
import { checkedFields, invalid } from './upload-fields';

const FIELDS = new Set(['name', 'linkTaskId']);

export const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

/**
 * Receives a `multipart/form-data` upload: one part `file` and the optional fields `name` and
 * `linkTaskId`, in any order. The file is never held in memory: its first bytes are read to
 * sniff its type (file-type), and it is streamed to a spool file, counting against `maxBytes`;
 * once the whole body is read and every field checked, `store` gets a stream of the spooled file
 * to pipe into the blob store. Every refusal (no file, empty, unknown or mislabelled type, too
 * large, unknown field, malformed body) comes before anything is stored; the spool is removed
 * whatever happens.
 */
export async function receiveUpload<T>(
  req: Request,
  maxBytes: number,
  store: (upload: Upload) => Promise<T>,
): Promise<T> {
  const spool = join(tmpdir(), `lomo-upload-${randomUUID()}`);
  try {
    const { fields, file } = await parse(req, maxBytes, spool);
    const checked = checkedFields({ name: fields.get('name') ?? file.filename, linkTaskId: fields.get('linkTaskId') });
    return await store({
      name: checked.name ?? `upload.${file.mediaType.split('/')[1]}`,
      ...(checked.linkTaskId !== undefined ? { linkTaskId: checked.linkTaskId } : {}),
      mediaType: file.mediaType,
      kind: file.kind,
      bytes: createReadStream(spool),
    });
  } finally {
    await rm(spool, { force: true });
  }
}

interface Spooled extends SniffedMedia {
  filename?: string;
}

/** Reads the whole body: the fields, and the one file spooled to `path` after its type was told. */
function parse(req: Request, maxBytes: number, path: string): Promise<{ fields: Map<string, string>; file: Spooled }> {
  return new Promise((resolve, reject) => {
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
    const fields = new Map<string, string>();
    let file: Promise<Spooled> | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // The rest of the body is read and dropped, so the refusal reaches the client.
      req.unpipe(parser);
      req.resume();
      // A file still being spooled ends with an error, closing its spool file.
      parser.destroy();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (!FIELDS.has(name)) fail(invalid(`unknown field ${name}: send name, linkTaskId and file`, `/${name}`));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        stream.resume();
        fail(invalid(`unknown part ${field}: the media goes in the part "file"`, `/${field}`));
        return;
      }
      file = spool(stream, info, maxBytes, path);
      file.catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
    });
    parser.on('filesLimit', () => fail(refuse(400, 'too_many_files', 'send one file per request')));
    parser.on('fieldsLimit', () => fail(invalid('too many fields: send name, linkTaskId and file', '/')));
    parser.on('partsLimit', () => fail(invalid('too many parts: send name, linkTaskId and file', '/')));
    parser.on('error', (error: Error) =>
      fail(refuse(400, 'malformed_multipart', `the multipart body cannot be read: ${error.message}`)),
    );
    parser.on('close', () => {
      if (!file) fail(refuse(400, 'upload_file_missing', 'send the media as the multipart part "file"'));
      else file.then((spooled) => !failed && resolve({ fields, file: spooled }), fail);
    });
    req.pipe(parser);
  });
}

/** Tells the file's type from its first bytes, then writes all of it to `path`, refusing past `maxBytes`. */
async function spool(stream: Readable, info: busboy.FileInfo, maxBytes: number, path: string): Promise<Spooled> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
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
  const first = Buffer.concat(head);
  const { mediaType, kind } = await sniffMedia(first, info.mimeType);
  async function* whole(): AsyncIterable<Buffer> {
    let total = 0;
    const counted = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes)
        throw refuse(413, 'upload_too_large', `uploads are at most ${maxBytes} bytes`, { limit: maxBytes });
      return chunk;
    };
    yield counted(first);
    for (let next = done ? undefined : await chunks.next(); next && !next.done; next = await chunks.next())
      yield counted(next.value);
  }
  await pipeline(Readable.from(whole()), createWriteStream(path));
  return { ...(info.filename ? { filename: info.filename } : {}), mediaType, kind };
}
