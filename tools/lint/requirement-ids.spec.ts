import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const requirementsPage = readFileSync(join(root, 'docs/requirements.md'), 'utf8');
/** Trees whose files cite requirement ids; docs/ is the page itself and the prose around it. */
const citingTrees = ['apps', 'libs', 'tools', 'bench'];
/** Never read: installed packages, build output, and code generated from proto/ (its source cites). */
const skipped = new Set(['node_modules', 'dist', 'coverage', 'tmp', join('libs', 'contracts', 'src', 'gen')]);
const citation = /\bR-\d+\.\d+\b/g;

/** Every file under `dir`, as paths relative to the repository root. */
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || skipped.has(entry.name) || skipped.has(path)) return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

/** The ids the page defines: a list item that opens with the id in bold. */
const defined = new Set([...requirementsPage.matchAll(/^- \*\*(R-\d+\.\d+)\*\*/gm)].map((m) => m[1]));
/** The ids the page marks as not cited in code yet. */
const markedUncited = [...requirementsPage.matchAll(/^- \*\*(R-\d+\.\d+)\*\*((?:.|\n(?![-#\n]))*)/gm)]
  .filter((m) => /_not cited in code yet\.?_/i.test(m[2]))
  .map((m) => m[1]);

/** id → the files that cite it. */
const citations = new Map<string, string[]>();
for (const file of citingTrees.flatMap(filesUnder)) {
  for (const id of new Set(readFileSync(join(root, file), 'utf8').match(citation) ?? [])) {
    citations.set(id, [...(citations.get(id) ?? []), file]);
  }
}

// A reader who meets "R-4.3" in a comment or a test finds what it requires in docs/requirements.md.
describe('requirement ids (docs/requirements.md)', () => {
  it('given the page, when its ids are read, then it defines each id once', () => {
    const listed = [...requirementsPage.matchAll(/^- \*\*(R-\d+\.\d+)\*\*/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id, i) => listed.indexOf(id) !== i)).toEqual([]);
  });

  it('given apps/, libs/, tools/ and bench/, when every cited id is looked up, then the page defines it', () => {
    expect(citations.size).toBeGreaterThan(0);
    const undefinedIds = [...citations]
      .filter(([id]) => !defined.has(id))
      .map(([id, files]) => `${id} in ${files.join(', ')}`);
    expect(undefinedIds).toEqual([]);
  });

  it('given an id marked "not cited in code yet", when the code is searched, then no file cites it', () => {
    const cited = markedUncited
      .filter((id) => citations.has(id))
      .map((id) => `${id} in ${(citations.get(id) ?? []).join(', ')}`);
    expect(cited).toEqual([]);
  });
});
