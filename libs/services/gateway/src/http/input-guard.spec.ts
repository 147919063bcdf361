import { assertAcceptableInput } from './input-guard';
import { ProblemError } from './problem';

const refusal = (req: { body?: unknown; query?: unknown; params?: unknown }) => {
  try {
    assertAcceptableInput({ body: undefined, query: {}, params: {}, ...req } as never);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ProblemError);
    return (error as ProblemError).problem;
  }
};

describe('the gateway input guard', () => {
  it('given ordinary input (emoji, nested objects, no body), when checked, then it passes', () => {
    expect(refusal({ body: { text: 'a red cat 🐈', payload: { a: [1, { b: null }] } } })).toBeUndefined();
    expect(refusal({ body: undefined, query: { limit: '5' }, params: { taskId: 'x' } })).toBeUndefined();
  });

  it('given a NUL in the body, when checked, then 400 validation_failed names the body pointer', () => {
    expect(refusal({ body: { payload: { list: ['ok', 'a\u0000'] } } })).toMatchObject({
      status: 400,
      type: 'https://lomo.dev/problems/validation_failed',
      in: 'body',
      pointer: '/payload/list/1',
      reason: 'nul_character',
      errors: ['body/payload/list/1 contains U+0000 (NUL), which cannot be stored'],
    });
  });

  it('given a lone surrogate in a query or path value, when checked, then the part is named', () => {
    expect(refusal({ query: { after: '\udc00' } })).toMatchObject({ in: 'query', pointer: '/after' });
    expect(refusal({ params: { objectId: 'a\u0000' } })).toMatchObject({ in: 'path', pointer: '/objectId' });
  });

  it('given __proto__ as parsed by JSON.parse (an own key), when checked, then it is refused as reserved', () => {
    expect(refusal({ body: JSON.parse('{"text":"hi","__proto__":{"admin":true}}') })).toMatchObject({
      pointer: '/__proto__',
      reason: 'reserved_key',
    });
    expect(refusal({ body: { nested: { constructor: 'x' } } })?.pointer).toBe('/nested/constructor');
  });

  it('given nesting deeper than 32 levels, when checked, then it is refused (no stack overflow on deeper)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i++) deep = { d: deep };
    expect(refusal({ body: deep })?.reason).toBe('too_deep');
  });
});
