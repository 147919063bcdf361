import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Logger } from '@nestjs/common';
import {
  CallbackRejected,
  ProviderProtocolError,
  SubmissionRejected,
  type GenerationProvider,
  type JobScope,
  type ProviderCapability,
  type ProviderOutput,
  type SubmitRequest,
  type SubmitResult,
  type UpstreamState,
  type UpstreamStatus,
} from '../provider/provider.port';
import type { ReferenceSource } from '../provider/providers/references';
import { renderPng } from '../simulated/media';
import { decodeTimeline } from './timeline-codec';
import { ffmpegArgs, progressOf, type RenderInput, type Timeline } from './timeline';

export const RENDER_PROVIDER_ID = 'render';
export const RENDER_MODEL = 'ffmpeg-h264-aac';

const logger = new Logger('render');

interface RenderJob {
  id: string;
  key: string;
  clientReference: string;
  workspaceId: string;
  state: UpstreamState;
  progress: number;
  errorCode?: string;
  child?: ChildProcess;
}

export interface RenderProviderOptions {
  /** Reads the clips, stills and audio (workspace objects) of the job's workspace. */
  references: ReferenceSource;
  /** Working directory: one folder per render, removed when the output was taken or the job ended otherwise. */
  dir: string;
  /** The ffmpeg binary (Debian's, installed by scripts/lib/ensure-ffmpeg.sh). */
  ffmpeg?: string;
  /** How long a finished render's file waits to be taken. */
  keepMs?: number;
}

/**
 * The video renderer as a generation provider of its own: the gateway gives it what it
 * gives every provider — one job per (task, call), progress by polling, cancel, the result
 * registered as a versioned workspace object — while the work is ffmpeg on this machine. Jobs
 * live in this process: after a restart a render is reported lost (`render:lost`) and can be
 * run again; it costs nothing.
 */
export class RenderProvider implements GenerationProvider {
  readonly id = RENDER_PROVIDER_ID;
  private readonly jobs = new Map<string, RenderJob>();
  private readonly byKey = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: RenderProviderOptions) {}

  capability(): Promise<ProviderCapability> {
    return Promise.resolve({
      kinds: {
        video: {
          model: RENDER_MODEL,
          outputFormats: ['video/mp4'],
          maxPromptChars: 20_000,
          maxReferences: 51,
          params: {},
          cost: { currency: 'USD', baseMinor: 0, perUnitMinor: 0 },
        },
      },
      supports: { callbacks: false, polling: true, cancel: true, queryByKey: true },
    });
  }

  submit(request: SubmitRequest): Promise<SubmitResult> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return Promise.resolve({ upstreamJobId: known });
    const timeline = decodeTimeline(request.prompt);
    if (!timeline) return Promise.reject(new SubmissionRejected('render:invalid_timeline'));
    const job: RenderJob = {
      id: randomUUID(),
      key: request.idempotencyKey,
      clientReference: request.clientReference,
      workspaceId: request.workspaceId,
      state: 'queued',
      progress: 0,
    };
    this.jobs.set(job.id, job);
    this.byKey.set(job.key, job.id);
    // One render at a time: ffmpeg takes every core it is given.
    this.queue = this.queue.then(() => this.run(job, timeline));
    return Promise.resolve({ upstreamJobId: job.id });
  }

  query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus> {
    const job = this.jobs.get(upstreamJobId);
    if (!job || job.workspaceId !== scope.workspaceId)
      return Promise.resolve({
        upstreamJobId,
        clientReference: '',
        state: 'failed',
        progress: 0,
        outputs: [],
        errorCode: 'render:lost',
      });
    return Promise.resolve(this.statusOf(job));
  }

  queryByKey(idempotencyKey: string, scope: JobScope): Promise<UpstreamStatus | undefined> {
    const job = this.jobs.get(this.byKey.get(idempotencyKey) ?? '');
    return Promise.resolve(job && job.workspaceId === scope.workspaceId ? this.statusOf(job) : undefined);
  }

  /** Kills the render's ffmpeg (or drops it from the queue); its files go with it. */
  async cancel(upstreamJobId: string, scope: JobScope): Promise<boolean> {
    const job = this.jobs.get(upstreamJobId);
    if (!job || job.workspaceId !== scope.workspaceId) return false;
    if (job.state === 'succeeded' || job.state === 'failed') return false;
    job.state = 'cancelled';
    job.child?.kill('SIGKILL');
    await this.drop(job);
    return true;
  }

  async fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput> {
    const job = this.jobs.get(upstreamJobId);
    if (!job || job.workspaceId !== scope.workspaceId || job.state !== 'succeeded' || index !== 0)
      throw new ProviderProtocolError('malformed_response', `no rendered output ${index} of ${upstreamJobId}`);
    const path = this.outputOf(job);
    return { stream: createReadStream(path), mediaType: 'video/mp4', sizeBytes: (await stat(path)).size };
  }

  verifyCallback(): never {
    throw new CallbackRejected('malformed', 'the renderer sends no callbacks');
  }

  /** Ends every render (shutdown). */
  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.child?.kill('SIGKILL');
    await rm(this.options.dir, { recursive: true, force: true });
  }

  private statusOf(job: RenderJob): UpstreamStatus {
    return {
      upstreamJobId: job.id,
      clientReference: job.clientReference,
      state: job.state,
      progress: job.state === 'succeeded' ? 100 : job.progress,
      outputs: job.state === 'succeeded' ? [{ index: 0, mediaType: 'video/mp4', name: 'video.mp4' }] : [],
      ...(job.errorCode ? { errorCode: job.errorCode } : {}),
    };
  }

  private async run(job: RenderJob, timeline: Timeline): Promise<void> {
    if (job.state === 'cancelled') return;
    job.state = 'running';
    try {
      const folder = this.folderOf(job);
      await mkdir(folder, { recursive: true });
      const inputs = await this.gather(job, timeline, folder);
      const audio = timeline.audio ? await this.audioOf(job, timeline.audio, folder) : undefined;
      if (job.state !== 'running') return;
      await this.ffmpeg(job, timeline, ffmpegArgs(timeline, inputs, audio, this.outputOf(job)));
      if (job.state !== 'running') return;
      job.state = 'succeeded';
      // Taken once by the gateway; whatever was not taken goes after a while.
      setTimeout(() => void this.drop(job), this.options.keepMs ?? 3_600_000).unref();
    } catch (error) {
      if (job.state !== 'running') return;
      job.state = 'failed';
      job.errorCode = error instanceof RenderFailure ? `render:${error.code}` : 'render:failed';
      logger.warn({ jobId: job.clientReference, err: error, msg: 'render failed' });
      await this.drop(job);
    }
  }

  /** Each entry's file: the workspace object's bytes, or a title card drawn here. */
  private async gather(job: RenderJob, timeline: Timeline, folder: string): Promise<RenderInput[]> {
    const inputs: RenderInput[] = [];
    for (const [i, entry] of timeline.entries.entries()) {
      const path = join(folder, `in-${i}`);
      if (entry.title !== undefined) {
        await writeFile(path, renderPng(entry.title, timeline.width, timeline.height).bytes);
        inputs.push({ path, motion: 'still' });
        continue;
      }
      const media = await this.read(job, entry.object!);
      if (!/^(image|video)\//.test(media.mediaType))
        throw new RenderFailure('not_visual', `${entry.object} is ${media.mediaType}, not a clip or a still`);
      await writeFile(path, media.bytes);
      // An animated GIF (what simple video models give) is a clip; other images are stills.
      inputs.push({
        path,
        motion: media.mediaType.startsWith('video/') || media.mediaType === 'image/gif' ? 'clip' : 'still',
      });
    }
    return inputs;
  }

  private async audioOf(job: RenderJob, objectId: string, folder: string): Promise<string> {
    const media = await this.read(job, objectId);
    if (!/^(audio|video)\//.test(media.mediaType))
      throw new RenderFailure('not_audio', `${objectId} is ${media.mediaType}, not an audio track`);
    const path = join(folder, 'audio');
    await writeFile(path, media.bytes);
    return path;
  }

  private async read(job: RenderJob, objectId: string) {
    try {
      return await this.options.references.read(job.workspaceId, objectId);
    } catch (error) {
      throw new RenderFailure('missing_clip', `${objectId} cannot be read: ${String(error)}`);
    }
  }

  private ffmpeg(job: RenderJob, timeline: Timeline, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.ffmpeg ?? 'ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      job.child = child;
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) job.progress = Math.max(job.progress, progressOf(Number(match[1]), timeline));
      });
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(new RenderFailure(error.code === 'ENOENT' ? 'ffmpeg_missing' : 'ffmpeg_failed', error.message)),
      );
      child.on('close', (code, signal) => {
        job.child = undefined;
        if (code === 0) resolve();
        else reject(new RenderFailure('ffmpeg_failed', `ffmpeg ended ${signal ?? code}: ${stderr.trim()}`));
      });
    });
  }

  private async drop(job: RenderJob): Promise<void> {
    await rm(this.folderOf(job), { recursive: true, force: true });
  }

  private folderOf(job: RenderJob): string {
    return join(this.options.dir, job.id);
  }

  private outputOf(job: RenderJob): string {
    return join(this.folderOf(job), 'video.mp4');
  }
}

class RenderFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
