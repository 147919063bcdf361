import { ERRORS } from '@tus/server';
import { PROBLEM_BASE, problem, type Problem } from '../../http/problem';

type TusError = keyof typeof ERRORS;

/**
 * @tus/server answers a refusal with a line of text; every `/v1` error is a problem with a
 * stable code. The tus status stays (clients act on it: 409 → HEAD for the offset, 404/410 →
 * start again), except where the library's own would be a server error for a client's doing.
 */
const CODES: Partial<Record<TusError, { code: string; status?: number; detail: string }>> = {
  MISSING_OFFSET: { code: 'upload_offset_required', detail: 'send Upload-Offset with the offset HEAD gave' },
  INVALID_CONTENT_TYPE: {
    code: 'content_type_required',
    detail: 'send the bytes as Content-Type: application/offset+octet-stream',
  },
  FILE_NOT_FOUND: { code: 'upload_not_found', detail: 'no such upload in this workspace: create one with POST' },
  INVALID_OFFSET: {
    code: 'upload_offset_mismatch',
    detail: 'Upload-Offset is not where the upload stands: HEAD it for its offset and send from there',
  },
  FILE_NO_LONGER_EXISTS: { code: 'upload_expired', detail: 'the upload expired unfinished: create a new one' },
  ERR_SIZE_EXCEEDED: { code: 'upload_length_exceeded', detail: 'the bytes go past the Upload-Length declared' },
  INVALID_LENGTH: {
    code: 'upload_length_required',
    detail: 'send Upload-Length (or Upload-Defer-Length: 1), once, not less than the bytes sent',
  },
  INVALID_METADATA: {
    code: 'invalid_upload_metadata',
    detail: 'Upload-Metadata is comma-separated "key base64value" pairs with unique ASCII keys',
  },
  ABORTED: { code: 'upload_interrupted', detail: 'a newer request for this upload took it over' },
  INVALID_TERMINATION: { code: 'upload_complete', detail: 'a finished upload is a workspace object: delete that' },
  // Another request holds the upload past the drain time: a state, not a fault of the server.
  ERR_LOCK_TIMEOUT: { code: 'upload_busy', status: 409, detail: 'another request is writing this upload; retry' },
  // Extensions this server does not offer (Tus-Extension lists those it does): the client asked for them.
  UNSUPPORTED_CONCATENATION_EXTENSION: {
    code: 'tus_extension_unsupported',
    status: 400,
    detail: 'concatenation is not offered: send one upload',
  },
  UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION: {
    code: 'tus_extension_unsupported',
    status: 400,
    detail: 'creation-defer-length is not offered',
  },
};

const BY_BODY = new Map(
  (Object.keys(CODES) as TusError[]).map((name) => [ERRORS[name].body.trim(), { name, ...CODES[name]! }]),
);

/** The problem for a tus refusal's status and text; undefined for a server fault. */
export function tusProblem(status: number, text: string, maxBytes: number): Problem | undefined {
  const line = text.trim();
  if (line === ERRORS.ERR_MAX_SIZE_EXCEEDED.body.trim())
    return problem(413, 'upload_too_large', `uploads are at most ${maxBytes} bytes`, { limit: maxBytes });
  if (status === 412) return problem(412, 'tus_resumable_required', 'send Tus-Resumable: 1.0.0 (the protocol version)');
  const invalid = /^Invalid (.+)$/.exec(line);
  if (status === 400 && invalid) {
    const headers = invalid[1]!.split(' ');
    return problem(400, 'invalid_tus_header', `malformed ${headers.join(', ')} (tus 1.0.0 header rules)`, {
      in: 'header',
      headers,
    });
  }
  const known = BY_BODY.get(line);
  if (known) return problem(known.status ?? status, known.code, known.detail);
  return status < 500 ? problem(status, 'upload_refused', line) : undefined;
}

const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' && body !== null && String((body as Problem).type).startsWith(PROBLEM_BASE);

/** A refusal thrown from the upload hooks: @tus/server sends its status and body as they are. */
export const tusRefusal = (p: Problem) => ({ status_code: p.status, body: JSON.stringify(p) });

/**
 * The response @tus/server made, as the gateway answers: a refusal as `application/problem+json`
 * (its tus headers kept), a success without the `text/plain` type of its empty body. `fault`
 * says what to log when the library answered a server error of its own.
 */
export async function asGatewayResponse(
  response: Response,
  maxBytes: number,
  fault: (text: string) => void,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status < 400) {
    const body = response.body ? await response.arrayBuffer() : new ArrayBuffer(0);
    if (body.byteLength === 0) headers.delete('content-type');
    const empty = body.byteLength === 0 || [204, 205, 304].includes(response.status);
    return new Response(empty ? null : body, { status: response.status, headers });
  }
  const text = await response.text();
  let thrown: unknown;
  try {
    thrown = JSON.parse(text);
  } catch {
    thrown = undefined;
  }
  let found = isProblem(thrown) ? thrown : tusProblem(response.status, text, maxBytes);
  if (!found) {
    fault(text);
    found = problem(500, 'upload_failed', 'the upload could not be written; HEAD it and resume');
  }
  headers.set('content-type', 'application/problem+json');
  return new Response(JSON.stringify(found), { status: found.status, headers });
}
