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

describe('workspace-scoped tools (an attached MCP server)', () => {
  const scoped = (workspaceId: string) => ({
    name: 'mcp__print__order',
    description: 'order prints',
    inputSchema: { type: 'object' },
    risk: 'write' as const,
    idempotent: false,
    workspaceId,
    run: async () => ({ result: { workspaceId } }),
  });

  it('given the same remote tool in two workspaces, when listed, checked and got, then each workspace sees only its own', () => {
    const tools = registry().register(scoped('ws-a')).register(scoped('ws-b'));
    expect(tools.list().map((t) => t.name)).toEqual(['generate_image']);
    expect(tools.list('ws-a').map((t) => [t.name, t.workspaceId])).toEqual([
      ['generate_image', undefined],
      ['mcp__print__order', 'ws-a'],
    ]);
    expect(tools.get('mcp__print__order', 'ws-b')?.workspaceId).toBe('ws-b');
    expect(tools.get('mcp__print__order')).toBeUndefined();
    expect(tools.check('mcp__print__order', {}, { workspaceId: 'ws-c' })).toMatchObject({ reason: 'unknown_tool' });
    expect(tools.check('mcp__print__order', {}, { workspaceId: 'ws-a' })).toBeUndefined();
  });

  it('given a shared tool, when a workspace registers one of the same name, then it is refused (never shadowed)', () => {
    expect(() => registry().register({ ...scoped('ws-a'), name: 'generate_image' })).toThrow(/registered twice/);
    expect(() =>
      registry()
        .register(scoped('ws-a'))
        .register({ ...scoped('ws-a'), workspaceId: undefined }),
    ).toThrow(/registered twice/);
  });

  it('given a workspace tool, when unregistered, then it is gone for that workspace only', () => {
    const tools = registry().register(scoped('ws-a')).register(scoped('ws-b'));
    expect(tools.unregister('mcp__print__order', 'ws-a')).toBe(true);
    expect(tools.get('mcp__print__order', 'ws-a')).toBeUndefined();
    expect(tools.get('mcp__print__order', 'ws-b')).toBeDefined();
  });
});
