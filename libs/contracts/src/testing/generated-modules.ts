import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const srcDir = join(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('_pb.ts') ? [join(dir, entry.name)] : [],
  );
}

/**
 * Every file protoc-gen-es wrote, relative to `src/` (`gen/lomo/…_pb.ts`). Tests discover the
 * generated code from disk so that a new .proto is checked without anyone listing it.
 */
export function generatedFiles(): string[] {
  return walk(join(srcDir, 'gen'))
    .map((file) => relative(srcDir, file))
    .sort();
}

/** The exports of one generated file. */
export async function generatedModule(file: string): Promise<Record<string, unknown>> {
  return (await import(join(srcDir, file.replace(/\.ts$/, '')))) as Record<string, unknown>;
}
