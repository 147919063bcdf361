import type { Embedder } from '@lomo/search';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { TRAINING_SET } from '../../../../../bench/router-acts/training-set';
import checkedIn from './act-weights.json';
import type { ActModelFile } from './act-model';
import { ActReader } from './act-reader';
import { DIALOGUE_ACTS } from './dialogue-act';

const file = checkedIn as ActModelFile;
/** A fake embedder under the act model's name that answers one fixed vector per text. */
const named = (name: string, vectors: Record<string, number[]>, fail?: Error): Embedder => ({
  name,
  dimensions: 384,
  embed: async (texts) => {
    if (fail) throw fail;
    return texts.map((t) => vectors[t] ?? new Array<number>(384).fill(0));
  },
});

describe('ActReader', () => {
  it('loads as the apps load it (node -r @swc-node/register: `./x` finds x.json before x.ts, unlike Jest)', () => {
    // The first held-out run read no act at all: act-model.json shadowed act-model.ts there.
    const typeOf = execFileSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-e',
        `process.stdout.write(typeof require(${JSON.stringify(join(__dirname, 'act-model'))}).readAct)`,
      ],
      { cwd: resolve(__dirname, '../../../../..'), encoding: 'utf8' },
    );
    expect(typeOf).toBe('function');
  });

  it('the checked-in model is trained on the current training set (rebuild: npm run bench:router-acts -- --build)', () => {
    expect(file.trainingSha).toBe(createHash('sha256').update(JSON.stringify(TRAINING_SET)).digest('hex'));
    expect(file.model.weights).toHaveLength(DIALOGUE_ACTS.length);
    expect(file.model.mean).toHaveLength(384);
  });

  it('given the hashed default embedder, then it reads no act and says why', async () => {
    const reader = new ActReader(named('hashed-ngram', {}));
    expect(reader.reads).toBe(false);
    expect(await reader.read('how is the poster going?')).toEqual({
      abstained: `dialogue acts need ${file.embedder}; the embedder is hashed-ngram`,
    });
  });

  it('given the model’s embedder that fails, then it abstains with the failure, never throws', async () => {
    const reader = new ActReader(named(file.embedder, {}, new Error('engine exited')));
    expect(await reader.read('hello')).toEqual({ abstained: 'the embedder failed: engine exited' });
  });

  it('given a blank message (the zero vector), then it abstains', async () => {
    const reader = new ActReader(named(file.embedder, {}));
    expect(await reader.read('   ')).toMatchObject({ abstained: 'no words to read an act from' });
  });

  it('given a vector far along one act’s weights, then it reads that act', async () => {
    // The standardised input that maximises the status row: mean + std × sign(weight).
    const row = file.model.weights[DIALOGUE_ACTS.indexOf('status')];
    const vector = row.map((w, i) => file.model.mean[i] + 3 * file.model.std[i] * Math.sign(w));
    const reader = new ActReader(named(file.embedder, { q: vector }));
    expect(await reader.read('q')).toMatchObject({ act: 'status' });
  });

  it('given a preference read below `minRemember`, then it abstains (and still reads whether the line continues a task)', async () => {
    const row = file.model.weights[DIALOGUE_ACTS.indexOf('remember')];
    const vector = row.map((w, i) => file.model.mean[i] + 0.5 * file.model.std[i] * Math.sign(w));
    const loose = new ActReader(named(file.embedder, { q: vector }), {
      ...file,
      thresholds: { ...file.thresholds, minRemember: undefined },
    });
    const reading = await loose.read('q');
    expect(reading).toMatchObject({ act: 'remember' });
    const p = (reading as { probability: number }).probability;
    const strict = new ActReader(named(file.embedder, { q: vector }), {
      ...file,
      thresholds: { ...file.thresholds, minRemember: Math.min(1, p + 0.01) },
    });
    const gated = await strict.read('q');
    expect(gated).toMatchObject({ abstained: expect.stringMatching(/^no act sure enough: remember p=/) });
    expect(gated.continuation).toBeDefined();
  });
});
