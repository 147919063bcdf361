import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { grouped, groupable, groupsRoot, removeGroups, spread } = require('./groups') as {
  grouped(
    files: string[],
    name: string,
    sizes?: { size?: number },
  ): { paths: string[]; members: Map<string, string[]> };
  groupable(file: string, code?: string): boolean;
  groupsRoot: string;
  removeGroups(name: string): void;
  spread(
    byFile: Record<string, number>,
    members: Map<string, string[]>,
    expected: (file: string) => number,
  ): Record<string, number>;
};

const root = join(__dirname, '..', '..');

describe('test files grouped into one module registry (issue 32)', () => {
  mkdirSync(groupsRoot, { recursive: true });
  const dir = mkdtempSync(join(groupsRoot, 'spec-files-'));
  const file = (name: string, code = "it('passes', () => expect(1).toBe(1));\n") => {
    const path = join(dir, name);
    writeFileSync(path, code);
    return path;
  };
  afterAll(() => {
    removeGroups('spec');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps alone a file that mocks modules, fakes timers, writes the environment, replaces a global, spies or measures memory, or asks to', () => {
    for (const code of [
      "jest.mock('node:fs');",
      'jest.useFakeTimers();',
      "process.env.LOMO_X = '1';",
      "process.env['LOMO_X'] ??= '1';",
      'delete process.env.LOMO_X;',
      'globalThis.fetch = undefined;',
      "jest.spyOn(console, 'log');",
      'const { heapUsed } = process.memoryUsage();',
      'const held = await drainMeasured(stream);',
      '// jest-lane: alone — it counts open sockets',
    ])
      expect(groupable(join(dir, 'a.int-spec.ts'), code)).toBe(false);
    expect(groupable(join(dir, 'a.int-spec.ts'), "if (process.env.CI === 'true') it('x', () => {});")).toBe(true);
    expect(groupable(join(dir, 'a.check.js'), '')).toBe(false);
  });

  it('groups neighbours of one project up to the size, leaves the others in place, and requires each member inside a describe named by its path with the longest timeout any sets', () => {
    const files = [
      file('a.int-spec.ts', 'jest.setTimeout(300_000);\n'),
      file('b.spec.ts'),
      file('c.int-spec.ts', 'jest.setTimeout(120_000);\n'),
      file('d.int-spec.ts', "jest.mock('node:fs');\n"),
      file('e.int-spec.ts'),
      file('f.int-spec.ts'),
    ];
    const { paths, members } = grouped(files, 'spec', { size: 3 });

    expect([...members.values()]).toEqual([[files[0], files[2], files[4]]]);
    const [group] = [...members.keys()];
    expect(group).toMatch(/\.int-spec\.ts$/);
    // The lone unit file and the last integration file are no group: one member is just the file.
    expect(paths).toEqual([files[3], group, files[1], files[5]]);
    const source = readFileSync(group, 'utf8');
    expect(source).toContain(`describe(${JSON.stringify(relative(root, files[0]))}, () => { require(`);
    expect(source.trimEnd().split('\n').at(-1)).toBe('jest.setTimeout(300000);');
  });

  it('shares a group’s seconds among its members by what each was expected to take', () => {
    const members = new Map([[join(root, 'g1.int-spec.ts'), [join(root, 'x'), join(root, 'y')]]]);
    const expected = (member: string) => (member.endsWith('x') ? 30 : 10);

    expect(spread({ 'g1.int-spec.ts': 20, alone: 5 }, members, expected)).toEqual({ x: 15, y: 5, alone: 5 });
  });
});
