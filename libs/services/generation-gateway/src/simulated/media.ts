import { createHash } from 'node:crypto';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { PNG } from 'pngjs';
import { drawText, GLYPH_HEIGHT, wrap } from './font';

/** A real file the simulated upstream produced. */
export interface RenderedOutput {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

/** Colour words a prompt may name ("a red cat"): the picture takes the first one it finds. */
const NAMED: ReadonlyArray<[RegExp, [number, number, number]]> = [
  [/\b(red|crimson|scarlet)\b|красн/i, [178, 34, 34]],
  [/\b(orange)\b|оранж/i, [230, 126, 34]],
  [/\b(yellow|gold(en)?)\b|жёлт|желт/i, [212, 172, 13]],
  [/\b(green)\b|зел[её]н/i, [39, 130, 67]],
  [/\b(blue|navy)\b|син|голуб/i, [41, 98, 175]],
  [/\b(purple|violet)\b|фиолет/i, [125, 60, 152]],
  [/\b(pink)\b|розов/i, [214, 96, 145]],
  [/\b(black|noir)\b|чёрн|черн/i, [33, 33, 33]],
  [/\b(white)\b|бел/i, [200, 200, 200]],
];

/** The colour the prompt names, else a stable colour per prompt, so different prompts give visibly different pictures. */
function colourOf(prompt: string): [number, number, number] {
  const named = NAMED.find(([words]) => words.test(prompt));
  if (named) return named[1];
  const h = createHash('sha256').update(prompt).digest();
  return [64 + (h[0] % 128), 64 + (h[1] % 128), 64 + (h[2] % 128)];
}

/** An RGBA frame with the prompt drawn in white, shifted `offset` pixels (animation). */
function frame(prompt: string, width: number, height: number, offset: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  // The first pixel, then the filled part copied onto the rest, doubling: a 256² frame took
  // ~90 ms pixel by pixel (an array per pixel), on the embedded platform's one event loop
  // (issue 26: B14's card reads waited behind the simulated upstream's pictures).
  rgba.set([...colourOf(prompt), 255]);
  for (let filled = 4; filled < rgba.length; filled *= 2)
    rgba.copyWithin(filled, 0, Math.min(filled, rgba.length - filled));
  const scale = width >= 256 ? 2 : 1;
  const lines = wrap(prompt, Math.max(1, Math.floor((width - 8) / (6 * scale))));
  lines.slice(0, Math.floor((height - 8) / ((GLYPH_HEIGHT + 2) * scale))).forEach((line, row) =>
    drawText(line, 4 + offset, 4 + row * (GLYPH_HEIGHT + 2) * scale, scale, (x, y) => {
      if (x >= 0 && y >= 0 && x < width && y < height) rgba.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }),
  );
  return rgba;
}

export function renderPng(prompt: string, width: number, height: number): RenderedOutput {
  const png = new PNG({ width, height });
  png.data = Buffer.from(frame(prompt, width, height, 0));
  // One row filter (Sub) instead of pngjs's default of trying all five per row: the same pixels,
  // a smaller file for these flat pictures, and about a third of the CPU (issue 32: the suite
  // renders a picture in most of its platform files, each with cold JIT).
  const bytes = PNG.sync.write(png, { filterType: 1 });
  return { name: 'image.png', mediaType: 'image/png', bytes: new Uint8Array(bytes) };
}

/** A short animated GIF: the prompt slides across, one frame per 1/4 second of `seconds`. */
export function renderGif(prompt: string, width: number, height: number, seconds: number): RenderedOutput {
  const gif = GIFEncoder();
  const frames = Math.max(2, Math.min(16, Math.round(seconds * 4)));
  // Every frame holds the same colours (the prompt's and the text's white): one palette serves all.
  let palette: ReturnType<typeof quantize> | undefined;
  for (let i = 0; i < frames; i++) {
    const rgba = frame(prompt, width, height, Math.round((i * width) / (frames * 2)));
    palette ??= quantize(rgba, 16);
    gif.writeFrame(applyPalette(rgba, palette), width, height, { palette, delay: 250 });
  }
  gif.finish();
  return { name: 'video.gif', mediaType: 'image/gif', bytes: gif.bytes() };
}

/** A small glTF 2.0 asset (a tetrahedron, its buffer embedded) named after the prompt. */
export function renderGltf(prompt: string): RenderedOutput {
  const positions = new Float32Array([0, 1, 0, -1, -1, 1, 1, -1, 1, 0, -1, -1]);
  const indices = new Uint16Array([0, 1, 2, 0, 2, 3, 0, 3, 1, 1, 3, 2]);
  const buffer = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(indices.buffer)]);
  const gltf = {
    asset: { version: '2.0', generator: 'lomo simulated upstream', extras: { prompt } },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: prompt.slice(0, 64) }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: indices.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3', min: [-1, -1, -1], max: [1, 1, 1] },
      { bufferView: 1, componentType: 5123, count: 12, type: 'SCALAR' },
    ],
  };
  return { name: 'model.gltf', mediaType: 'model/gltf+json', bytes: new Uint8Array(Buffer.from(JSON.stringify(gltf))) };
}

/** A mono 16-bit PCM WAV of a tone whose pitch depends on the prompt (the audio kind's stand-in). */
export function renderWav(prompt: string, seconds: number): RenderedOutput {
  const rate = 8000;
  const samples = Math.max(1, Math.round(rate * Math.min(30, Math.max(0.1, seconds))));
  const pitch = 220 + ([...prompt].reduce((a, c) => a + c.charCodeAt(0), 0) % 440);
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36);
  bytes.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * pitch * i) / rate)), 44 + i * 2);
  return { bytes: new Uint8Array(bytes), mediaType: 'audio/wav', name: 'audio.wav' };
}
