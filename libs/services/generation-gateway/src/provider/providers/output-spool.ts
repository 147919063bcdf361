import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProviderProtocolError, type ProviderOutput } from '../provider.port';
import { mediaTypeOf } from './wire';

const SAFE = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Where a synchronous provider's outputs wait between the answer and their registration as
 * workspace objects: files on disk, read back as streams. The upstream answered once and will
 * not answer again, so the files outlive a restart of this process (not of the machine).
 */
export class OutputSpool {
  constructor(private readonly dir: string) {}

  async put(jobId: string, index: number, extension: string, bytes: Uint8Array): Promise<string> {
    const folder = this.folder(jobId);
    await mkdir(folder, { recursive: true });
    const name = `${index}.${extension}`;
    await writeFile(join(folder, name), bytes);
    return name;
  }

  /** The names of a job's outputs, in index order; undefined = nothing spooled for it. */
  async list(jobId: string): Promise<string[] | undefined> {
    try {
      const names = await readdir(this.folder(jobId));
      return names.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    } catch {
      return undefined;
    }
  }

  async open(jobId: string, index: number): Promise<ProviderOutput> {
    const name = (await this.list(jobId))?.find((n) => parseInt(n, 10) === index);
    if (!name) throw new ProviderProtocolError('malformed_response', `no spooled output ${index} of ${jobId}`);
    const path = join(this.folder(jobId), name);
    return { stream: createReadStream(path), mediaType: mediaTypeOf(name), sizeBytes: (await stat(path)).size };
  }

  async drop(jobId: string): Promise<void> {
    await rm(this.folder(jobId), { recursive: true, force: true });
  }

  private folder(jobId: string): string {
    if (!SAFE.test(jobId)) throw new Error(`unsafe spool id ${jobId.slice(0, 40)}`);
    return join(this.dir, jobId);
  }
}
