/**
 * A rendered video's plan (R-11): the storyboard's pieces in order — clips and stills (workspace
 * objects) and title cards — an optional audio track, and how pieces meet (cut or crossfade).
 * Pure: the ffmpeg command is derived here, so its shape is tested without running ffmpeg.
 */
export interface TimelineEntry {
  /** A workspace object (video clip or still image); absent for a title card. */
  object?: string;
  /** A title card's text (drawn on a plain background), or absent. */
  title?: string;
  /** How long the piece is shown: a clip is looped or cut to it, a still held for it. */
  seconds: number;
}

export interface Timeline {
  entries: TimelineEntry[];
  /** A workspace object (audio): looped or cut to the video's length; without one the track is silent. */
  audio?: string;
  transition: 'cut' | 'crossfade';
  crossfadeSeconds: number;
  width: number;
  height: number;
  fps: number;
}

export const TIMELINE_LIMITS = {
  maxEntries: 50,
  minSeconds: 0.2,
  maxSeconds: 120,
  maxTotalSeconds: 600,
  maxTitleChars: 120,
};

/** The video's length: the pieces' lengths, less each crossfade's overlap. */
export function plannedSeconds(timeline: Timeline): number {
  const sum = timeline.entries.reduce((total, e) => total + e.seconds, 0);
  const overlap = timeline.transition === 'crossfade' ? timeline.crossfadeSeconds * (timeline.entries.length - 1) : 0;
  return Math.round((sum - overlap) * 1000) / 1000;
}

/** Why a timeline cannot be rendered, or undefined. Object ids are checked by the gateway (missing_reference). */
export function timelineProblem(timeline: Timeline): { code: string; message: string } | undefined {
  const { entries } = timeline;
  if (entries.length === 0 || entries.length > TIMELINE_LIMITS.maxEntries)
    return { code: 'invalid_timeline', message: `a video has 1–${TIMELINE_LIMITS.maxEntries} clips` };
  for (const [i, e] of entries.entries()) {
    if ((e.object === undefined) === (e.title === undefined))
      return { code: 'invalid_timeline', message: `clip ${i + 1} needs exactly one of object or title` };
    if (e.object !== undefined && e.object.trim() === '')
      return { code: 'missing_clip', message: `clip ${i + 1} names no object (its scene produced none)` };
    if (!(e.seconds >= TIMELINE_LIMITS.minSeconds && e.seconds <= TIMELINE_LIMITS.maxSeconds))
      return {
        code: 'invalid_timeline',
        message: `clip ${i + 1} lasts ${TIMELINE_LIMITS.minSeconds}–${TIMELINE_LIMITS.maxSeconds} s`,
      };
    if (timeline.transition === 'crossfade' && e.seconds <= timeline.crossfadeSeconds)
      return { code: 'invalid_timeline', message: `clip ${i + 1} is shorter than the crossfade` };
  }
  if (plannedSeconds(timeline) > TIMELINE_LIMITS.maxTotalSeconds)
    return { code: 'invalid_timeline', message: `a video lasts at most ${TIMELINE_LIMITS.maxTotalSeconds} s` };
  return undefined;
}

/** One input file of the render: what it is and where it lies. */
export interface RenderInput {
  path: string;
  /** A clip (looped to its length) or a still (held); title cards are stills drawn beforehand. */
  motion: 'clip' | 'still';
}

/**
 * The ffmpeg arguments that render `timeline` to `output` (MP4, H.264 + AAC), `inputs[i]` being
 * entry i's file and `audio` the track's. Every piece is scaled into the frame (letterboxed),
 * brought to one rate and pixel format and cut to its length, so cuts and crossfades line up;
 * the output is cut to the planned length so the file lasts what the plan says.
 */
export function ffmpegArgs(timeline: Timeline, inputs: RenderInput[], audio: string | undefined, output: string) {
  const total = plannedSeconds(timeline);
  const { width: w, height: h, fps } = timeline;
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-y'];
  inputs.forEach((input, i) => {
    const seconds = String(timeline.entries[i]!.seconds);
    if (input.motion === 'still') args.push('-loop', '1', '-t', seconds, '-i', input.path);
    else args.push('-stream_loop', '-1', '-t', seconds, '-i', input.path);
  });
  if (audio) args.push('-stream_loop', '-1', '-i', audio);
  else args.push('-f', 'lavfi', '-t', String(total), '-i', 'anullsrc=r=48000:cl=stereo');
  const filters = inputs.map(
    (_, i) =>
      `[${i}:v]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,` +
      `fps=${fps},format=yuv420p,trim=duration=${timeline.entries[i]!.seconds},setpts=PTS-STARTPTS[v${i}]`,
  );
  if (inputs.length === 1) filters.push('[v0]null[vout]');
  else if (timeline.transition === 'cut')
    filters.push(`${inputs.map((_, i) => `[v${i}]`).join('')}concat=n=${inputs.length}:v=1:a=0[vout]`);
  else {
    const d = timeline.crossfadeSeconds;
    let offset = 0;
    let last = 'v0';
    for (let i = 1; i < inputs.length; i++) {
      offset += timeline.entries[i - 1]!.seconds - d;
      const out = i === inputs.length - 1 ? 'vout' : `x${i}`;
      filters.push(`[${last}][v${i}]xfade=transition=fade:duration=${d}:offset=${round(offset)}[${out}]`);
      last = out;
    }
  }
  filters.push(
    `[${inputs.length}:a]atrim=duration=${total},asetpts=PTS-STARTPTS,aresample=48000,aformat=channel_layouts=stereo[aout]`,
  );
  args.push('-filter_complex', filters.join(';'), '-map', '[vout]', '-map', '[aout]');
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-r', String(fps));
  args.push('-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-t', String(total));
  args.push('-progress', 'pipe:1', '-nostats', output);
  return args;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Percent done from one `-progress` block's `out_time_us`, kept below 100 until ffmpeg exits. */
export function progressOf(outTimeUs: number, timeline: Timeline): number {
  const total = plannedSeconds(timeline);
  if (!(outTimeUs > 0) || total <= 0) return 0;
  return Math.min(99, Math.floor((outTimeUs / 1e6 / total) * 100));
}
