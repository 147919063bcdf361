import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { groupsRoot } = require('./groups') as { groupsRoot: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reporter = require('./summary-reporter') as {
  fileCounts(results: unknown): { passed: number; failed: number };
  failures(rootDir: string, results: unknown): string[];
};

const root = '/repo';
const test = (member: string, title: string, status: 'passed' | 'failed') => ({
  ancestorTitles: [member, 'a describe'],
  fullName: `${member} a describe ${title}`,
  status,
  failureMessages: status === 'failed' ? ['Error: expected 2, got 3\n    at Object.<anonymous> (x.spec.ts:9:1)'] : [],
});
const file = (testFilePath: string, tests: ReturnType<typeof test>[], extra: Record<string, unknown> = {}) => ({
  testFilePath,
  testResults: tests,
  numFailingTests: tests.filter((t) => t.status === 'failed').length,
  ...extra,
});
const group = join(groupsRoot, '1-isolated-1', 'g1.int-spec.ts');

describe('the summary line counts a group as its members', () => {
  it('given a group of three with one failing test in one member, then two files passed and one failed, named by its path', () => {
    const results = {
      testResults: [
        file(group, [
          test('libs/a.int-spec.ts', 'works', 'passed'),
          test('libs/b.int-spec.ts', 'breaks', 'failed'),
          test('libs/b.int-spec.ts', 'works too', 'passed'),
          test('libs/c.int-spec.ts', 'works', 'passed'),
        ]),
      ],
    };
    expect(reporter.fileCounts(results)).toEqual({ passed: 2, failed: 1 });
    expect(reporter.failures(root, results)).toEqual([
      expect.stringMatching(/^libs\/b\.int-spec\.ts › a describe breaks\n {4}why: Error: expected 2, got 3/),
    ]);
  });

  it('given a group that could not run, then every member it reached counts as failed', () => {
    const results = {
      testResults: [
        file(group, [test('libs/a.int-spec.ts', 'works', 'passed'), test('libs/b.int-spec.ts', 'works', 'passed')], {
          testExecError: { message: 'beforeAll timed out' },
        }),
      ],
    };
    expect(reporter.fileCounts(results)).toEqual({ passed: 0, failed: 2 });
  });

  it('given a plain file that fails to load, then it counts as one failed file and says why', () => {
    const results = {
      testResults: [
        file(join(root, 'libs/d.spec.ts'), [], { testExecError: { message: "SyntaxError: Unexpected token '}'" } }),
        file(join(root, 'libs/e.spec.ts'), [test('libs/e.spec.ts', 'works', 'passed')]),
      ],
    };
    expect(reporter.fileCounts(results)).toEqual({ passed: 1, failed: 1 });
    expect(reporter.failures(root, results)).toEqual([
      "libs/d.spec.ts (could not run: SyntaxError: Unexpected token '}')",
    ]);
  });
});
