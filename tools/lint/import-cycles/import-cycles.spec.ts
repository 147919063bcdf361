import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cycles, importGraph, sliceGraph } from './import-graph';

const root = resolve(__dirname, '../../..');
const libraries = [
  ...readdirSync(join(root, 'libs'))
    .filter((name) => name !== 'services')
    .map((name) => join('libs', name, 'src')),
  ...readdirSync(join(root, 'libs/services')).map((name) => join('libs/services', name, 'src')),
];

/**
 * Issue 32: a file that imports a file importing it cannot be read, moved or tested alone, and
 * vertical slices that import each other are one slice with two names. Kernels of types
 * (`task.model.ts`, `budget.model.ts`) are what both sides import instead.
 */
describe('import cycles in production code', () => {
  it.each(libraries)('given %s, then no file imports a file that imports it back (type imports included)', (lib) => {
    expect(cycles(importGraph(join(root, lib)))).toEqual([]);
  });

  it("given the task's slices (libs/services/task-runtime/src/task), then no slice imports a slice that imports it back", () => {
    const slices = sliceGraph(importGraph(join(root, 'libs/services/task-runtime/src/task')));
    expect(slices.size).toBeGreaterThan(3);
    expect(cycles(slices)).toEqual([]);
  });

  it('given two files that import each other, then the check finds them (it can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      cycles(
        sliceGraph(
          new Map([
            ['x/one.ts', ['y/two.ts', 'root.ts']],
            ['y/two.ts', ['x/three.ts']],
            ['root.ts', ['x/one.ts']],
          ]),
        ),
      ),
    ).toEqual([['x', 'y']]);
  });
});
