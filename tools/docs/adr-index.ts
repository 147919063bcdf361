import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run docs:adr-index`: rewrites the table of docs/decisions/README.md from the records'
 * own title and status lines (the text above the table is kept). tools/lint/adr-index.spec.ts
 * fails until it is run after a record is added or its status changes.
 */
const dir = resolve(__dirname, '../../docs/decisions');
const TABLE = '| ADR |';

export const statusLine = (text: string): string | undefined =>
  text
    .split('\n')
    .slice(0, 8)
    .find((line) => /^\**Status/.test(line))
    ?.replace(/^\**Status:?\**:?\s*/, '')
    .trim();

function row(file: string): string {
  const text = readFileSync(join(dir, file), 'utf8');
  const [number, decision] = text.split('\n')[0]!.replace(/^#\s*/, '').split(' — ');
  return `| [${number}](${file}) | ${decision ?? ''} | ${statusLine(text) ?? 'no status line'} |`;
}

if (require.main === module) {
  const index = join(dir, 'README.md');
  const text = readFileSync(index, 'utf8');
  const records = readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort();
  const table = ['| ADR | Decision | Status |', '| --- | --- | --- |', ...records.map(row)].join('\n');
  writeFileSync(index, `${text.slice(0, text.indexOf(TABLE))}${table}\n`);
}
