import { languageOfPost } from './language-of-post';

describe('the language a post is recorded and answered in (R-2.7, ADR 0089)', () => {
  it('given words that tell their language, then theirs, whatever the client set', () => {
    expect(languageOfPost('kono posutaa no iro wo motto akaruku shite kudasai', 'en', 'en')).toBe('ja');
    expect(languageOfPost('нарисуй красного кота акварелью', 'en')).toBe('ru');
  });

  it('given a client tag that agrees with the words, then the tag as the client gave it', () => {
    expect(languageOfPost('une petite chanson pour mon frère', 'fr-CA')).toBe('fr-CA');
  });

  it('given a line too short to tell, then the language the person has been writing in, else the client’s', () => {
    expect(languageOfPost('x2!', 'en', 'zh')).toBe('zh');
    expect(languageOfPost('x2!', 'en')).toBe('en');
    expect(languageOfPost('x2!')).toBeUndefined();
  });

  it('given a greeting, then its own language, but English small talk keeps the person’s', () => {
    expect(languageOfPost('hola', 'en')).toBe('es');
    expect(languageOfPost('Guten Tag!', 'en', 'en')).toBe('de');
    expect(languageOfPost('привет', undefined, 'en')).toBe('ru');
    expect(languageOfPost('ok', 'en', 'ru')).toBe('ru');
    expect(languageOfPost('hi', undefined, 'zh')).toBe('zh');
    expect(languageOfPost('hi', 'de')).toBe('en');
  });
});
