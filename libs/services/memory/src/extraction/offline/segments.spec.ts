import { sentencesOf } from './segments';

describe('sentencesOf', () => {
  it('ends a sentence at a full stop before a lowercase letter, as chat is typed', () => {
    expect(sentencesOf('Ana Ruiz, head chef. we never use gold foil')).toEqual([
      'Ana Ruiz, head chef.',
      'we never use gold foil',
    ]);
    expect(sentencesOf('я Ольга, бухгалтер. у нас всё в PDF')).toEqual(['я Ольга, бухгалтер.', 'у нас всё в PDF']);
  });

  it('keeps abbreviations, initials and German ordinals inside their sentence', () => {
    expect(sentencesOf('pens, paper etc. and more')).toEqual(['pens, paper etc. and more']);
    expect(sentencesOf('It is Mr. smith')).toEqual(['It is Mr. smith']);
    expect(sentencesOf('bis zum 15. März bitte')).toEqual(['bis zum 15. März bitte']);
  });

  it('still breaks where Unicode does: before a capital, after "。"', () => {
    expect(sentencesOf('We are Kiln. We sell mugs')).toEqual(['We are Kiln.', 'We sell mugs']);
    expect(sentencesOf('我叫李娜。我们用红色')).toEqual(['我叫李娜。', '我们用红色']);
  });
});
