import type { Embedder } from '@lomo/search';
import { trainingLines, trainingSha } from '../../../../../bench/router-continuation/lines';
import actWeights from './act-weights.json';
import type { ActModelFile } from './act-model';
import { ActReader } from './act-reader';
import { continuation, type ContinuationModelFile } from './continuation';
import checkedIn from './continuation-weights.json';
import { DIALOGUE_ACTS } from './dialogue-act';

const file = checkedIn as ContinuationModelFile;
const acts = actWeights as ActModelFile;
const fixed = (vectors: Record<string, number[]>): Embedder => ({
  name: acts.embedder,
  dimensions: 384,
  embed: async (texts) => texts.map((t) => vectors[t] ?? new Array<number>(384).fill(0)),
});
/** The standardised input far along one act's weight row: mean + 3 std × sign(weight). */
const along = (row: readonly number[]) => row.map((w, i) => acts.model.mean[i] + 3 * acts.model.std[i] * Math.sign(w));
/** A continuation file that reads every vector alike: p = 1/(1+e^-bias). */
const flat = (bias: number, threshold: number): ContinuationModelFile => ({
  ...file,
  threshold,
  model: {
    mean: file.model.mean,
    std: file.model.std,
    weights: [file.model.mean.map(() => 0), file.model.mean.map(() => 0)],
    bias: [0, bias],
  },
});

describe('continuation model (issue 27, run 4)', () => {
  it('the checked-in model is trained on the current lines and reads the act model’s embedder (rebuild: npm run bench:router-continuation -- --build)', async () => {
    expect(file.trainingSha).toBe(trainingSha(await trainingLines()));
    expect(file.embedder).toBe(acts.embedder);
    expect(file.model.weights).toHaveLength(2);
    expect(file.model.mean).toHaveLength(384);
    expect(file.threshold).toBeGreaterThan(0.5);
    expect(file.threshold).toBeLessThan(1);
  });

  it('given a blank message, then it does not continue anything', () => {
    expect(continuation(new Array<number>(384).fill(0), file)).toEqual({ p: 0, continues: false });
  });

  it('given a vector far along the continuing row, then it continues; far along the other, then not', () => {
    const [starts, continues] = file.model.weights;
    const side = (sign: number) =>
      continues.map((w, i) => file.model.mean[i] + sign * 3 * file.model.std[i] * Math.sign(w - starts[i]));
    expect(continuation(side(1), file).continues).toBe(true);
    const away = side(-1);
    expect(continuation(away, file).continues).toBe(false);
  });

  it('given a line the act model reads as new work, then the reader adds how likely it continues a live task', async () => {
    const vector = along(acts.model.weights[DIALOGUE_ACTS.indexOf('new_request')]);
    const sure = await new ActReader(fixed({ q: vector }), acts, flat(3, 0.65)).read('q');
    expect(sure).toMatchObject({ act: 'new_request', continuation: { continues: true } });
    const unsure = await new ActReader(fixed({ q: vector }), acts, flat(-3, 0.65)).read('q');
    expect(unsure).toMatchObject({ act: 'new_request', continuation: { continues: false } });
  });

  it('given a line read as another act, then no continuation is read', async () => {
    const vector = along(acts.model.weights[DIALOGUE_ACTS.indexOf('status')]);
    const read = await new ActReader(fixed({ q: vector }), acts, flat(3, 0.65)).read('q');
    expect(read).toMatchObject({ act: 'status' });
    expect(read).not.toHaveProperty('continuation');
  });

  it('given a line no act is sure of, then the reader still says whether it continues a live task', async () => {
    const mid = acts.model.mean.slice();
    const read = await new ActReader(
      fixed({ q: mid }),
      { ...acts, thresholds: { minProbability: 1.1, minMargin: 0 } },
      flat(3, 0.65),
      null,
    ).read('q');
    expect(read).toMatchObject({
      abstained: expect.stringMatching(/no act sure enough/),
      continuation: { continues: true },
    });
  });
});
