import type { Embedder } from '@lomo/search';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { TRAINING_SET } from '../../../../../bench/router-acts/training-set';
import { actLines } from '../../../../../bench/router-pairs/act-lines';
import { loadSeen } from '../../../../../bench/router-pairs/sets';
import checkedIn from './act-weights.json';
import checkedInPeople from './people-act-weights.json';
import { readAct, type ActModelFile, type PeopleActModelFile } from './act-model';
import { ActReader } from './act-reader';
import { softmaxScores } from './act-softmax';
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

  it('the checked-in people model is trained on the act set and the seen routing sets (rebuild: npm run bench:router-pairs -- --grouped --people-acts K --build)', async () => {
    const people = checkedInPeople as PeopleActModelFile;
    const lines = actLines(await loadSeen());
    expect(people.trainingSha).toBe(
      createHash('sha256')
        .update(JSON.stringify(lines.map((l) => [l.set, l.act, l.text])))
        .digest('hex'),
    );
    expect(people.embedder).toBe(file.embedder);
    expect(people.model.weights).toHaveLength(DIALOGUE_ACTS.length);
    // It gives way to a sure textbook reading: below the textbook floor it would decide everything.
    expect(people.keepTextbookAt).toBeGreaterThanOrEqual(file.thresholds.minProbability);
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

  it('given a line the textbook model is unsure of and the people model reads surely, then the people model’s act is read', async () => {
    const people = checkedInPeople as PeopleActModelFile;
    // From the textbook model's mean (no act stands out for it), a step along one of the people
    // model's rows: the first vector that model reads surely while the textbook one reads another
    // act, or none, below the point where its reading stands.
    const steps = DIALOGUE_ACTS.flatMap((act) =>
      [0.25, 0.5, 0.75, 1, 1.5].map((k) => {
        const row = people.model.weights[DIALOGUE_ACTS.indexOf(act)];
        return file.model.mean.map((m, i) => m + k * people.model.std[i] * Math.sign(row[i]));
      }),
    );
    const vector = steps.find((v) => {
      const [textbook] = softmaxScores(v, file.model);
      const [best, next] = softmaxScores(v, people.model);
      return (
        textbook.p < people.keepTextbookAt &&
        readAct(v, file).act !== best.act &&
        best.p >= people.thresholds.minProbability &&
        best.p - next.p >= people.thresholds.minMargin
      );
    });
    if (!vector) throw new Error('no vector the people model reads surely and the textbook model does not');
    const [theirs] = softmaxScores(vector, people.model);
    expect((await new ActReader(named(file.embedder, { q: vector }), file, undefined, null).read('q')).act).not.toBe(
      theirs.act,
    );
    expect(await new ActReader(named(file.embedder, { q: vector })).read('q')).toMatchObject({ act: theirs.act });
  });

  it('given a preference read below `minRemember`, then it abstains (and still reads whether the line continues a task)', async () => {
    const row = file.model.weights[DIALOGUE_ACTS.indexOf('remember')];
    const vector = row.map((w, i) => file.model.mean[i] + 0.5 * file.model.std[i] * Math.sign(w));
    const loose = new ActReader(
      named(file.embedder, { q: vector }),
      {
        ...file,
        thresholds: { ...file.thresholds, minRemember: undefined },
      },
      undefined,
      null,
    );
    const reading = await loose.read('q');
    expect(reading).toMatchObject({ act: 'remember' });
    const p = (reading as { probability: number }).probability;
    const strict = new ActReader(
      named(file.embedder, { q: vector }),
      {
        ...file,
        thresholds: { ...file.thresholds, minRemember: Math.min(1, p + 0.01) },
      },
      undefined,
      null,
    );
    const gated = await strict.read('q');
    expect(gated).toMatchObject({ abstained: expect.stringMatching(/^no act sure enough: remember p=/) });
    expect(gated.continuation).toBeDefined();
  });
});
