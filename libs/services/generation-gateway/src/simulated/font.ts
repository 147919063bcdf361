/**
 * A 5×7 bitmap font (upper case, digits, common punctuation) so the simulated upstream can
 * draw a prompt into its images without native canvas libraries or font files. Each glyph is
 * seven rows of five pixels, `#` = ink; lower case is drawn as upper case.
 */
const GLYPHS: Record<string, string> = {
  A: '.###.#...##...#######...##...##...#',
  B: '####.#...#####.#...##...##...#####.',
  C: '.###.#...##....#....#....#...#.###.',
  D: '####.#...##...##...##...##...#####.',
  E: '######....####.#....#....#....#####',
  F: '######....####.#....#....#....#....',
  G: '.###.#...##....#.####...##...#.####',
  H: '#...##...#######...##...##...##...#',
  I: '.###...#....#....#....#....#...###.',
  J: '..###...#....#....#....##..#..##...',
  K: '#...##..#.###..#.#..#..#.#...##...#',
  L: '#....#....#....#....#....#....#####',
  M: '#...###.###.#.##...##...##...##...#',
  N: '#...###..##.#.##..###...##...##...#',
  O: '.###.#...##...##...##...##...#.###.',
  P: '####.#...##...#####.#....#....#....',
  Q: '.###.#...##...##...##.#.##..#..##.#',
  R: '####.#...##...#####.#.#..#..#.#...#',
  S: '.####.....#.....###.....#....#####.',
  T: '#####..#....#....#....#....#....#..',
  U: '#...##...##...##...##...##...#.###.',
  V: '#...##...##...##...##...#.#.#...#..',
  W: '#...##...##...##.#.##.#.##.#..#.#..',
  X: '#...##...#.#.#...#...#.#.#...##...#',
  Y: '#...##...#.#.#...#....#....#....#..',
  Z: '#####....#...#...#...#...#....#####',
  '0': '.###.#...##..###.#.###..##...#.###.',
  '1': '..#...##....#....#....#....#...###.',
  '2': '.###.#...#....#...#...#...#...#####',
  '3': '#####...#...#...###.....##...#.###.',
  '4': '...#...##..#.#.#..#.#####...#....#.',
  '5': '######....####.....#....##...#.###.',
  '6': '..##..#...#....####.#...##...#.###.',
  '7': '#####....#...#...#...#....#....#...',
  '8': '.###.#...##...#.###.#...##...#.###.',
  '9': '.###.#...##...#.####....#...#..##..',
  '.': '.........................##...##...',
  ',': '....................##...#...#.....',
  '!': '..#....#....#....#....#.........#..',
  '?': '.###.#...#....#...#...#.........#..',
  '-': '...............#####...............',
  ':': '......##...##.........##...##......',
  "'": '..#....#...#.......................',
  '/': '.........#...#...#...#...#.........',
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Calls `ink(x, y)` for every lit pixel of `text` at (x0, y0), `scale` screen pixels per font pixel. */
export function drawText(
  text: string,
  x0: number,
  y0: number,
  scale: number,
  ink: (x: number, y: number) => void,
): void {
  [...text.toUpperCase()].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (glyph[row * GLYPH_WIDTH + col] !== '#') continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            ink(x0 + (i * (GLYPH_WIDTH + 1) + col) * scale + dx, y0 + row * scale + dy);
      }
    }
  });
}

/** Splits text into lines of at most `width` characters at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word.slice(0, width);
    } else line = next.slice(0, width);
  }
  if (line) lines.push(line);
  return lines;
}
