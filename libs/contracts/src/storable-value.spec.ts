import { assertStorable, findUnstorable, UnstorableValue } from './storable-value';

describe('storable values (ADR 0011)', () => {
  it('given plain JSON with emoji and escapes, when checked, then it is storable', () => {
    expect(findUnstorable({ text: 'a red cat 🐈', n: 1e300, list: [true, null, 'ok~/'] })).toBeUndefined();
  });

  it('given a NUL or a lone surrogate anywhere (value or key), when checked, then the finding names its JSON pointer', () => {
    expect(findUnstorable({ a: { b: ['x', 'y\u0000'] } })).toMatchObject({
      pointer: '/a/b/1',
      reason: 'nul_character',
    });
    expect(findUnstorable({ text: '\ud800' })).toMatchObject({ pointer: '/text', reason: 'lone_surrogate' });
    expect(findUnstorable({ text: 'x\udc00y' })?.reason).toBe('lone_surrogate');
    expect(findUnstorable({ payload: { 'k\u0000': 1 } })).toMatchObject({ pointer: '/payload/k\ufffd' });
    expect(findUnstorable({ 'a/b~': '\u0000' })?.pointer).toBe('/a~1b~0');
    expect(findUnstorable('\u0000')?.detail).toMatch(/^\(the value\) contains U\+0000/);
  });

  it('given reserved keys, when refused on request, then they are found; otherwise they are plain keys', () => {
    const body = JSON.parse('{"x":{"__proto__":{"admin":true}}}');
    expect(findUnstorable(body)).toBeUndefined();
    expect(findUnstorable(body, { refuseReservedKeys: true })).toMatchObject({
      pointer: '/x/__proto__',
      reason: 'reserved_key',
    });
    expect(findUnstorable({ constructor: 1 }, { refuseReservedKeys: true })?.reason).toBe('reserved_key');
  });

  it('given nesting beyond the limit (deeper than a recursive walk could survive), when checked, then it is too deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorable(deep)?.reason).toBe('too_deep');
    expect(findUnstorable([[['x']]], { maxDepth: 3 })).toBeUndefined();
    expect(findUnstorable([[['x']]], { maxDepth: 2 })?.pointer).toBe('/0/0');
  });

  it('given byte arrays, when checked, then they are leaves', () => {
    expect(findUnstorable({ bytes: new Uint8Array([0, 0xd8]) })).toBeUndefined();
  });

  it('given an unstorable value, when asserted, then a typed UnstorableValue names subject and pointer', () => {
    expect(() => assertStorable({ a: '\u0000' }, 'event e1 data')).toThrow(UnstorableValue);
    try {
      assertStorable({ a: '\u0000' }, 'event e1 data');
    } catch (error) {
      expect(error).toMatchObject({ code: 'unstorable_value', pointer: '/a', reason: 'nul_character' });
      expect((error as Error).message).toBe('event e1 data: /a contains U+0000 (NUL), which cannot be stored');
    }
  });
});
