import { romanisedSha, romanisedSourceLines } from '../../../../../bench/router-pairs/romanised-lines';
import checkedIn from './romanised-profiles.json';
import { classScores, latinGrams, romanisedLanguage, type RomanisedModelFile } from './romanised';
import { detectLanguage } from './detect-language';

const file = checkedIn as RomanisedModelFile;

/**
 * Held apart (ADR 0089): lines written for this spec, not romanised by the builder's libraries
 * and on other subjects than its source lines — the schemes as people type them, with English
 * words and native script mixed in.
 */
const ROMANISED: ReadonlyArray<readonly [string, string]> = [
  ['ru', 'slushai, a mozhno fon sdelat potemnee, a to bukvy ne chitayutsya'],
  ['ru', 'ja zabyla skazat chto u nas svadba v subbotu, priglasheniya nuzhny k pyatnice'],
  ['ru', 'davai lu4we zelenyi cvet, etot slishkom kislotnyi'],
  ['ru', "kogda budet gotova obložka dlja knigi? izdatel'stvo toropit"],
  ['ru', 'spasibo bolshoe, vse super, tolko shrift pomenyaj na bolee strogii'],
  ['ru', 'mne nuzhen banner dlya magazina cvetov, 3 na 1 metr'],
  ['ru', 'eto ne to, ya prosila kota a ne sobaku'],
  ['ru', 'sdelai pojalysta logo pokrupnee, i dobav nazvanie kofeini'],
  ['ja', 'ano posutaa no iro wo motto akaruku shite moraemasu ka'],
  ['ja', 'kinou tanonda menyuu hyou, nedan ga machigatte imasu'],
  ['ja', 'kekkonshiki no shoutaijou wo tsukutte hoshii desu, hana no gara de'],
  ['ja', 'sumimasen, sakki no e wa keshite kudasai'],
  ['ja', 'rogo wa ii kanji desu ne, demo moji ga chotto chiisai kamo'],
  ['ja', 'raishuu made ni chirashi ga hitsuyou nan desu kedo daijoubu desu ka'],
  ['ja', 'neko no irasuto, mō sukoshi kawaiku dekimasu ka'],
  ['ja', 'kono video no BGM wo kaete hoshii, shizuka na kanji de'],
  ['zh', 'zhe ge haibao de beijing tai an le, neng bu neng liang yi dian'],
  ['zh', 'wǒ xiǎng yào yí gè xīn de logo, gěi wǒ men de chá guǎn'],
  ['zh', 'ni3 hao3, qing3 bang1 wo3 zuo4 yi2 ge4 hun1 li3 qing3 jian3'],
  ['zh', 'caidan shang de jiage xie cuo le, yinggai shi shiba kuai'],
  ['zh', 'zuotian na zhang tu hen hao kan, zai lai yi zhang lanse de'],
  ['zh', 'xiexie, dan shi zi tai xiao le, laoren kan bu qingchu'],
  ['zh', 'bang wo xie yi duan jieshao, fang zai wangzhan shouye'],
  ['zh', 'women de dian xia ge yue kaiye, xuyao yi ge xuanchuan shipin'],
];

/** Lines in the Latin-script languages, with names and loanwords that look romanised. */
const LATIN: ReadonlyArray<readonly [string, string]> = [
  ['en', 'can you make the sushi menu for Kenji’s restaurant a bit warmer'],
  ['en', 'the poster for the Moscow trip needs the dates on top'],
  ['en', 'put the tofu and the miso soup at the top of the list'],
  ['en', 'my sister Natasha wants a birthday card with a cat on it'],
  ['es', 'el cartel para la feria de Sevilla tiene que llevar fecha y hora'],
  ['es', 'quiero la carta del restaurante japonés con fotos del ramen'],
  ['de', 'das Plakat für den Flohmarkt bitte in Grün und mit größerer Schrift'],
  ['de', 'kannst du die Speisekarte vom Sushi-Laden noch mal überarbeiten'],
  ['fr', 'le menu du restaurant doit tenir sur une seule page'],
];

describe('romanised lines (ADR 0089)', () => {
  it.each(ROMANISED)('given a %s line in Latin letters "%s", then it is read as that language', (lang, text) => {
    expect(romanisedLanguage(text, file)).toBe(lang);
    expect(detectLanguage(text)).toBe(lang);
  });

  it.each(LATIN)('given a %s line with foreign names "%s", then it stays its own', (lang, text) => {
    expect(romanisedLanguage(text, file)).toBeUndefined();
    expect(detectLanguage(text)).toBe(lang);
  });

  it('given a line of mixed scripts, then its Latin words are read and its language kept', () => {
    expect(detectLanguage('nuzhno pomenyat цвет na bolee tyomnyi')).toBe('ru');
    expect(detectLanguage('zhe ge 海报 de yanse huan yi xia ba')).toBe('zh');
  });

  it('given a word, then its n-grams include its start, end and whole short words', () => {
    expect(latinGrams('Wo hai3')).toEqual(expect.arrayContaining([' wo ', 'w', ' w', 'wo ', ' hai', 'ai3 ', '3']));
    expect(latinGrams('привет 海报')).toEqual([]);
  });

  it('given too few known n-grams, then no verdict', () => {
    expect(classScores('', file).known).toBe(0);
    expect(romanisedLanguage('ok', file)).toBeUndefined();
  });

  it('given the checked-in file, then it was built from the current source lines', async () => {
    expect(file.trainingSha).toBe(romanisedSha(await romanisedSourceLines()));
  });

  it('given a line, then it is read in well under a millisecond (the fastest of five rounds: the machine is shared)', () => {
    const lines = [...ROMANISED, ...LATIN].map(([, t]) => t);
    const round = () => {
      const started = performance.now();
      for (let i = 0; i < 10; i++) for (const t of lines) romanisedLanguage(t, file);
      return (performance.now() - started) / (10 * lines.length);
    };
    expect(Math.min(...[1, 2, 3, 4, 5].map(round))).toBeLessThan(1);
  });
});
