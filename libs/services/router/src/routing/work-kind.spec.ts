import { createHash } from 'node:crypto';
import { KIND_TRAINING_SET } from '../../../../../bench/router-kinds/training-set';
import actWeights from '../acts/act-weights.json';
import checkedIn from './work-kind-weights.json';
import { kindFit, kindsOf, WORK_KINDS, type WorkKindModelFile } from './work-kind';

const file = checkedIn as WorkKindModelFile;
const oneHot = (kind: (typeof WORK_KINDS)[number]) => WORK_KINDS.map((k) => (k === kind ? 1 : 0));

describe('the work-kind model (issue 27, run 6)', () => {
  it('is trained on the current training set, for the embedder the act model reads (rebuild: npm run bench:router-kinds -- --build)', () => {
    expect(file.trainingSha).toBe(createHash('sha256').update(JSON.stringify(KIND_TRAINING_SET)).digest('hex'));
    expect(file.embedder).toBe(actWeights.embedder);
    expect(file.model.weights).toHaveLength(WORK_KINDS.length);
    expect(file.model.mean).toHaveLength(384);
  });

  it('has lines of every kind in each of the seven languages', () => {
    for (const kind of WORK_KINDS)
      for (const lang of ['en', 'es', 'de', 'ru', 'ja', 'zh', 'fr'])
        expect(KIND_TRAINING_SET.some(([k, l]) => k === kind && l === lang)).toBe(true);
  });

  it('given a part of one kind of work and briefs of two kinds, then the brief of that kind fits and the other does not', () => {
    expect(kindFit(oneHot('video'), oneHot('video'))).toBe(1);
    expect(kindFit(oneHot('video'), oneHot('print'))).toBe(0);
  });

  it('given an edit any kind of work takes ("make it warmer"), then it fits no task, however sure the reading', () => {
    expect(kindFit(oneHot('any'), oneHot('any'))).toBe(0);
  });

  it('given a blank message, then it reads no kind', () => {
    expect(kindsOf(new Array(384).fill(0), file)).toEqual(WORK_KINDS.map(() => 0));
    const p = kindsOf(file.model.mean, file);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1);
  });
});
