import { ToolRegistry } from './tool-registry';

const registry = () =>
  new ToolRegistry().register({
    name: 'generate_image',
    description: 'draw',
    inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
    risk: 'paid',
    idempotent: true,
    run: async () => ({ result: {} }),
  });

describe('ToolRegistry.check', () => {
  it('given a well-formed input, when checked, then the call may run', () => {
    expect(registry().check('generate_image', { prompt: 'a red cat 🐈' })).toBeUndefined();
  });

  it.each([
    ['a NUL', { prompt: 'a\u0000' }, '/prompt', /U\+0000/],
    ['a lone surrogate', { prompt: '\ud800', extra: 1 }, '/prompt', /surrogate/],
    ['a __proto__ key', JSON.parse('{"prompt":"x","__proto__":{"admin":true}}'), '/__proto__', /reserved/],
  ])(
    'given model input with %s, when checked, then it is refused as invalid_input naming the pointer',
    (_l, input, pointer, why) => {
      const refusal = registry().check('generate_image', input);
      expect(refusal).toMatchObject({ refused: true, reason: 'invalid_input' });
      expect(refusal?.detail).toContain(`input${pointer} `);
      expect(refusal?.detail).toMatch(why);
    },
  );
});
