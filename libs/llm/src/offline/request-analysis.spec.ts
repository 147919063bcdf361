import { analyzeRequest, pickLanguage } from './request-analysis';

describe('analyzeRequest', () => {
  it.each([
    ['make me a series of 3 retro posters', { creative: true, kind: 'image', count: 3, series: true }],
    ['Сделай серию из трёх ретро-постеров', { creative: true, kind: 'image', count: 3, series: true }],
    ['нарисуй две картинки с котом', { creative: true, kind: 'image', count: 2, series: false }],
    [
      "turn yesterday's cat picture into a 5-second video",
      { creative: true, kind: 'video', series: false, seconds: 5 },
    ],
    ['make a five second clip of a fox', { creative: true, kind: 'video', series: false, seconds: 5 }],
    ['a 1.5 min animation', { creative: true, kind: 'video', series: false, seconds: 90 }],
    ['3 videos, 8s each', { creative: true, kind: 'video', count: 3, series: false, seconds: 8 }],
    ['сними видео на 10 секунд', { creative: true, kind: 'video', series: false, seconds: 10 }],
    ['render a 1920x1080 banner in 16:9', { creative: true, kind: 'image', series: false }],
    ['make a set of posters', { creative: true, kind: 'image', series: true }],
    ['can you make me a logo?', { creative: true, kind: 'image', series: false }],
    ['What is the capital of France?', { creative: false, series: false }],
    ['how do I make a poster?', { creative: false, kind: 'image', series: false }],
    ['как сделать постер?', { creative: false, kind: 'image', series: false }],
    ['a red cat, watercolour', { creative: true, kind: 'image', series: false }],
    ['кот, акварель', { creative: true, kind: 'image', series: false }],
    ['hello there', { creative: false, series: false }],
    // An uploaded object's id is random hex: "-a13d-" is no 3D model, "-123-…" no count.
    [
      'make a poster of a lighthouse in the style of the image b0caa6f7-2aeb-46ba-a13d-6f19dc5c6a62',
      { creative: true, kind: 'image', series: false },
    ],
    ['a poster from 3d0caa6f-2aeb-46ba-a13d-6f19dc5c6a62', { creative: true, kind: 'image', series: false }],
  ])('reads %j', (text, expected) => {
    expect(analyzeRequest(text)).toEqual(expected);
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'make a poster', 'en'],
    [undefined, 'сделай постер', 'ru'],
    [undefined, 'сделай ретро poster', 'ru'],
    [undefined, 'make a retro постер', 'en'],
    ['ru-RU', 'make a poster', 'ru'],
    ['en', 'сделай постер', 'en'],
    ['de', 'mach ein Poster', 'en'],
    ['fr', 'сделай постер', 'ru'],
  ])('task language %j with words %j gives %s', (task, text, expected) => {
    expect(pickLanguage(task, text)).toBe(expected);
  });
});
