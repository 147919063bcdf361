import { detectLanguage } from './detect-language';

describe('detectLanguage (R-2.7, offline)', () => {
  it.each([
    ['make the red cat warmer, more orange', 'en'],
    ['une affiche pour le festival de jazz', 'fr'],
    ['Ein Plakat für das Sommerfest', 'de'],
    ['quiero un retrato de mi perro en óleo', 'es'],
    ['нарисуй красного кота акварелью', 'ru'],
    ['赤い猫の水彩画を描いて', 'ja'],
  ])('given the user wrote "%s", then the language is %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('given a line, then only languages of its own script are considered (unsure: none)', () => {
    expect(['ru', 'uk', undefined]).toContain(
      detectLanguage('баннер для мониторинга 468×60: лого слева, ip посередине'),
    );
  });

  it('given a short line in kana or Hangul, then the script tells the language', () => {
    expect(detectLanguage('いいね、それで')).toBe('ja');
    expect(detectLanguage('좋아요')).toBe('ko');
    expect(detectLanguage('好的')).toBeUndefined();
  });

  it('given too few letters or a close call, then no language is claimed', () => {
    expect(detectLanguage('more!')).toBeUndefined();
    expect(detectLanguage('ok 👍')).toBeUndefined();
    expect(detectLanguage('')).toBeUndefined();
  });
});
