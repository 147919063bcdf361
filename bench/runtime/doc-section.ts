import { readFile, writeFile } from 'node:fs/promises';

export const START = '<!-- bench:runtime:start -->';
export const END = '<!-- bench:runtime:end -->';

/**
 * Puts the section into docs/benchmarks.md: replaces this benchmark's previous section
 * (between its markers) or appends it. Other sections are left byte for byte; the file is
 * read just before writing because other benchmarks write it too.
 */
export async function writeSection(file: string, section: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}` : `${current.replace(/\n*$/, '\n\n')}${section}\n`;
  await writeFile(file, next);
}
