import type { Topic } from './statement-labels';
import { tableOf, topicOf } from './statement-slots';

const headOn = (topic: Topic) => ({ topic });

// Lines written for this spec (ADR 0069): a file type, a colour mode, a paper size or a measured
// size is a format in every language, whatever topic the head reads around it.
describe('topicOf: file types, colour modes and sizes are formats (ADR 0069)', () => {
  it.each([
    ['en', 'everything for the mill goes out as TIFFs from here', 'tools'],
    ['en', 'we always hand over print files as PDF/X-1a', 'colour'],
    ['es', 'mándame siempre los archivos en PNG con fondo transparente', 'tools'],
    ['es', 'las tarjetas van en 9 x 5 cm, como siempre', 'imagery'],
    ['de', 'Alles an die Druckerei bitte als CMYK-PDF', 'colour'],
    ['de', 'Unsere Flyer sind immer DIN A5', 'imagery'],
    ['ru', 'макеты всегда сдаём в SVG', 'tools'],
    ['ru', 'визитки у нас 85 × 55 мм', 'name'],
    ['zh', '给印刷厂的文件一律用RGB的PNG', 'imagery'],
    ['zh', '传单一直是A5的', 'colour'],
    ['zh', '我们的卡片都印7寸', 'colour'],
    ['ja', 'データはいつもEPSで入稿します', 'font'],
    ['ja', 'ショップカードは全部10センチ角です', 'person'],
  ] as const)('given a format said in %s, when its topic is read, then it is the format', (_l, sentence, head) => {
    expect(topicOf(sentence, tableOf(sentence), headOn(head))).toBe('format');
  });

  it.each([
    ['en', 'our colour is a deep plum, nothing like a paper grey', 'colour'],
    ['en', 'we have been around for 25 years', 'name'],
    ['de', 'Wir sind seit 2004 ein Familienbetrieb', 'name'],
    ['zh', '我们店开了3年', 'name'],
  ] as const)('given no format in %s, then the head’s topic stays', (_l, sentence, head) => {
    expect(topicOf(sentence, tableOf(sentence), headOn(head))).toBe(head);
  });
});
