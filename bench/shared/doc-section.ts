import { readFile, writeFile } from 'node:fs/promises';

/** The markers a benchmark's section of docs/benchmarks.md sits between. */
export function sectionMarkers(name: string): { start: string; end: string } {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

/**
 * Puts a benchmark's section (which begins and ends with its markers) into
 * docs/benchmarks.md: replaces the previous one or appends it. Other sections are left byte
 * for byte; the file is read just before writing because other benchmarks write it too.
 */
export async function writeSection(file: string, name: string, section: string): Promise<void> {
  const { start: startMarker, end: endMarker } = sectionMarkers(name);
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + endMarker.length)}`
      : `${current.replace(/\n*$/, '\n\n')}${section}\n`;
  await writeFile(file, next);
}
