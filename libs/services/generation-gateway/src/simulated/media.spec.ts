import { PNG } from 'pngjs';
import { renderGif, renderPng } from './media';

describe('the simulated upstream’s pictures', () => {
  it('given a prompt naming a colour, then the PNG is that colour with the prompt drawn in white, every pixel opaque', () => {
    const { bytes, mediaType } = renderPng('a red cat', 256, 128);
    const png = PNG.sync.read(Buffer.from(bytes));
    expect({ mediaType, width: png.width, height: png.height }).toEqual({
      mediaType: 'image/png',
      width: 256,
      height: 128,
    });
    const pixels = Array.from({ length: png.width * png.height }, (_, i) =>
      [...png.data.subarray(i * 4, i * 4 + 4)].join(),
    );
    const counts = pixels.reduce((m, p) => m.set(p, (m.get(p) ?? 0) + 1), new Map<string, number>());
    expect([...counts.keys()].sort()).toEqual(['178,34,34,255', '255,255,255,255']);
    expect(counts.get('255,255,255,255')).toBeGreaterThan(50);
    expect(pixels[png.width * png.height - 1]).toBe('178,34,34,255');
  });

  it('given a clip, then it is an animated GIF of its frames', () => {
    const { bytes, mediaType } = renderGif('waves at sunset', 64, 64, 1);
    expect(mediaType).toBe('image/gif');
    expect(Buffer.from(bytes.subarray(0, 6)).toString('latin1')).toBe('GIF89a');
    // One graphic-control block (0x21 0xF9) per frame: 4 frames for one second.
    const controls = [...bytes].filter((b, i) => b === 0x21 && bytes[i + 1] === 0xf9).length;
    expect(controls).toBe(4);
  });
});
