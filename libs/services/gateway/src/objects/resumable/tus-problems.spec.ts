import { ERRORS } from '@tus/server';
import { problem } from '../../http/problem';
import { asGatewayResponse, tusProblem, tusRefusal } from './tus-problems';

const LIMIT = 1000;
const code = (status: number, text: string) => tusProblem(status, text, LIMIT)?.type.split('/').pop();

describe('tus refusals as problems', () => {
  it('names every refusal @tus/server answers in text, keeping its status except where a client’s doing would be a 5xx', () => {
    expect(code(409, ERRORS.INVALID_OFFSET.body)).toBe('upload_offset_mismatch');
    expect(code(404, ERRORS.FILE_NOT_FOUND.body)).toBe('upload_not_found');
    expect(code(410, ERRORS.FILE_NO_LONGER_EXISTS.body)).toBe('upload_expired');
    expect(code(403, ERRORS.MISSING_OFFSET.body)).toBe('upload_offset_required');
    expect(code(400, ERRORS.INVALID_LENGTH.body)).toBe('upload_length_required');
    expect(code(413, ERRORS.ERR_SIZE_EXCEEDED.body)).toBe('upload_length_exceeded');
    expect(tusProblem(413, ERRORS.ERR_MAX_SIZE_EXCEEDED.body, LIMIT)).toMatchObject({
      status: 413,
      type: 'https://lomo.dev/problems/upload_too_large',
      limit: LIMIT,
    });
    expect(tusProblem(500, ERRORS.ERR_LOCK_TIMEOUT.body, LIMIT)?.status).toBe(409);
    expect(tusProblem(501, ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, LIMIT)?.status).toBe(400);
    expect(code(412, 'Tus-Resumable Required\n')).toBe('tus_resumable_required');
    expect(tusProblem(400, 'Invalid upload-length upload-offset\n', LIMIT)).toMatchObject({
      type: 'https://lomo.dev/problems/invalid_tus_header',
      headers: ['upload-length', 'upload-offset'],
    });
  });

  it('leaves a server fault of the library a fault: logged, answered 500 upload_failed', async () => {
    expect(tusProblem(500, ERRORS.FILE_WRITE_ERROR.body, LIMIT)).toBeUndefined();
    const faults: string[] = [];
    const res = await asGatewayResponse(
      new Response(ERRORS.FILE_WRITE_ERROR.body, { status: 500, headers: { 'Tus-Resumable': '1.0.0' } }),
      LIMIT,
      (text) => faults.push(text),
    );
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('tus-resumable')).toBe('1.0.0');
    expect(((await res.json()) as { type: string }).type).toBe('https://lomo.dev/problems/upload_failed');
    expect(faults).toEqual([ERRORS.FILE_WRITE_ERROR.body]);
  });

  it('passes a problem the hooks threw as it is, and drops the text type of an empty success', async () => {
    const thrown = tusRefusal(problem(422, 'unknown_link_task', 'no such task'));
    const refused = await asGatewayResponse(new Response(thrown.body, { status: thrown.status_code }), LIMIT, () => {
      throw new Error('not a fault');
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ type: 'https://lomo.dev/problems/unknown_link_task' });
    const created = await asGatewayResponse(
      new Response('', { status: 201, headers: { Location: '/v1/uploads/x' } }),
      LIMIT,
      () => undefined,
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBeNull();
    expect(created.headers.get('location')).toBe('/v1/uploads/x');
  });
});
