import { namingSpans, namingText } from './naming-span';

describe('namingSpans: the words of a line that name its piece (ADR 0080)', () => {
  it.each([
    ['en, the piece after the edit', 'add valid until March to the flyer for the bakery', 'flyer for the bakery'],
    ['en, a fronted topic', 'For the hiking map, could the walks have English names?', 'hiking map'],
    [
      'en, after an apology for the language',
      'Sorry, switching to English: on the poster, make the sky darker',
      'poster',
    ],
    [
      'de, contracted preposition',
      'Zur Speisekarte vom Sommerfest: bitte die Preise fett',
      'Speisekarte vom Sommerfest',
    ],
    [
      'de, a genitive joins the name',
      'Bitte das Foto der Stadtmauer gegen ein helleres tauschen',
      'Foto der Stadtmauer',
    ],
    ['es', 'en el cartel de la verbena pon la fecha más grande', 'cartel de la verbena'],
    ['fr, elision', 'Sur l’affiche du concert, mets la date en gras', 'affiche du concert'],
    ['ru, no articles', 'на плакате для ярмарки сделай фон темнее', 'плакате для ярмарки'],
    ['ja, up to the particle', 'えーと、メニューの表紙はもう少し明るく', 'メニューの表紙'],
    ['ja, object particle', 'ポスターの背景を青にして', 'ポスターの背景'],
    ['zh, after a demonstrative', '那张海报的背景再深一点', '海报的背景'],
    ['zh, after 把', '把菜单的标题改成红色', '菜单的标题'],
  ])('%s: the first span names the piece', (_, line, span) => {
    expect(namingSpans(line)[0]).toBe(span);
  });

  it('given a line naming two things after prepositions, then both are spans, in order', () => {
    expect(namingSpans('put the logo in the corner of the brochure')).toEqual(['logo', 'corner of the brochure']);
  });

  it('given a line that opens with a preposition and no determiner, then the fronted topic is a span', () => {
    expect(namingSpans('Für Broschüre bitte mehr Weißraum')).toEqual(['Broschüre']);
  });

  it('given a line with no preposition or determiner, then its opening words are the span', () => {
    expect(namingSpans('warmer colours please')).toEqual(['warmer colours']);
  });

  it.each([['thanks!'], ['ok'], ['can you do it?'], ['спасибо'], ['']])('given “%s”, then nothing is named', (line) => {
    expect(namingSpans(line)).toEqual([]);
    expect(namingText(line)).toBe('');
  });

  it('given a long span, then it keeps at most eight words', () => {
    const [span] = namingSpans('on the one two three four five six seven eight nine ten');
    expect(span.split(' ')).toHaveLength(8);
  });

  it('given several spans, then the naming text joins at most three', () => {
    expect(namingText('on the poster for the fair, in the corner, by the logo, at the top')).toBe(
      'poster for the fair, corner, logo',
    );
  });
});
