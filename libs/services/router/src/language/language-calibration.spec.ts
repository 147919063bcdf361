import checkedIn from './language-baselines.json';
import { calibrated, languageOf, type LanguageCalibrationFile } from './language-calibration';

const file = checkedIn as LanguageCalibrationFile;

describe('language calibration (route27e)', () => {
  it('given the checked-in file, then an unrelated pair scores higher within a language than across', () => {
    file.languages.forEach((_, a) =>
      file.languages.forEach((__, b) => {
        if (a !== b) expect(file.baseline[a][a]).toBeGreaterThan(file.baseline[a][b]);
      }),
    );
  });

  it('given each language’s own centroid, then that language', () => {
    file.centroids.forEach((c, i) => expect(languageOf(c, file)).toBe(i));
  });

  it('given a cosine across two languages, then it is raised to the message’s same-language scale', () => {
    const [en, zh] = [file.languages.indexOf('en'), file.languages.indexOf('zh')];
    const raised = calibrated(0.8, en, zh, file);
    expect(raised).toBeCloseTo(0.8 + file.baseline[en][en] - file.baseline[en][zh], 6);
    expect(raised).toBeGreaterThan(0.8);
    expect(calibrated(0.8, en, en, file)).toBe(0.8);
  });
});
