import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { statusLine } from '../docs/adr-index';

const dir = resolve(__dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const statusOf = (file: string) => statusLine(readFileSync(join(dir, file), 'utf8'));

// A reader finds every decision from one page, and every decision says whether it still holds.
describe('architecture decision records (docs/decisions)', () => {
  it.each(records)(
    'given %s, when read, then it opens with a status line and the index lists it with that status',
    (file) => {
      const status = statusOf(file);
      expect(status).toBeTruthy();
      // Its own row, which opens with its link (another row's status may link to it: "amended by …").
      const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 4)}](${file})`));
      expect(row).toBeDefined();
      expect(row).toContain(status);
    },
  );

  // After adding a record or changing its status: `npm run docs:adr-index`.
  it('given the index, when its links are followed, then each names a record that exists', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((file) => !records.includes(file))).toEqual([]);
  });
});
