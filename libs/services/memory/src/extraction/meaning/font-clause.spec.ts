import { fontClause } from './font-clause';

describe('fontClause', () => {
  it('finds the clause that names the typeface by its noun and its name, in six languages and scripts', () => {
    expect(fontClause('ochre and cream. font is Garnet for everything')).toBe('font is Garnet for everything');
    expect(fontClause('azul petróleo. letra Rubik Mono')).toBe('letra Rubik Mono');
    expect(fontClause('moosgrün, Schrift Plex Serif')).toBe('Schrift Plex Serif');
    expect(fontClause('шрифт Lora, как на меню')).toBe('шрифт Lora');
    expect(fontClause('字体用思源宋体，跟菜单一样')).toBe('字体用思源宋体');
    expect(fontClause('藤色、書体はゴシックMB101で')).toBe('書体はゴシックMB101で');
  });

  it('leaves a lowercase word, a colour, an avoidance, a one-off, a question and a noun not at the clause’s start alone', () => {
    expect(fontClause('font is too small')).toBeUndefined();
    expect(fontClause('Schrift: Dunkelblau')).toBeUndefined();
    expect(fontClause('Schrift: keine Serifen')).toBeUndefined();
    expect(fontClause('just this once, font Lobster')).toBeUndefined();
    expect(fontClause('is the font Lora?')).toBeUndefined();
    expect(fontClause('I like the font on the menu')).toBeUndefined();
  });

  it('given a line typed all in lowercase, then any word after the noun may be the name (ADR 0071)', () => {
    expect(fontClause('teal for us, font is quiet grotesk')).toBe('font is quiet grotesk');
    expect(fontClause('schrift fira mono bitte')).toBe('schrift fira mono bitte');
    expect(fontClause('шрифт ромашка, он мягкий')).toBe('шрифт ромашка');
    expect(fontClause('la letra pacifico, la de las olas')).toBe('la letra pacifico');
  });

  it('given a lowercase line that asks to change the lettering, then it names no typeface', () => {
    expect(fontClause('font bigger pls')).toBeUndefined();
    expect(fontClause('schrift größer bitte')).toBeUndefined();
    expect(fontClause('шрифт покрупнее')).toBeUndefined();
    expect(fontClause('la letra más grande')).toBeUndefined();
    expect(fontClause('font is too small')).toBeUndefined();
  });

  // Lines written for ADR 0086, none from a bench set: typefaces said aloud, as speech-to-text writes them down.
  it.each([
    ['en', 'um so font Vollkorn for the menus', 'font Vollkorn for the menus'],
    ['en', 'okay and the font called Karla', 'the font called Karla'],
    ['en', 'uh the font is um Karla for everything', 'the font is um Karla for everything'],
    ['es', 'eh bueno la letra es la Quicksand', 'la letra es la Quicksand'],
    ['es', 'o sea la tipografía se llama Literata', 'la tipografía se llama Literata'],
    ['de', 'ähm also Schrift immer Alegreya', 'Schrift immer Alegreya'],
    ['de', 'ja die Schrift heißt Source Serif', 'die Schrift heißt Source Serif'],
    ['ru', 'э-э короче шрифт Roboto Slab', 'шрифт Roboto Slab'],
    ['ru', 'ну шрифт называется Montserrat', 'шрифт называется Montserrat'],
    ['zh', '那个嗯字体用站酷快乐体', '字体用站酷快乐体'],
    ['ja', 'えっとまあフォントはM PLUS 1pで', 'フォントはM PLUS 1pで'],
    ['en', 'um the font is Lora and send the menus as PDFs', 'the font is Lora'],
    ['es', 'eh la letra es Lora la fina y mándame los menús en PDF', 'la letra es Lora la fina'],
    ['de', 'also Schrift Lora und die Karten bitte als PDF', 'Schrift Lora'],
    ['ru', 'ну шрифт Lora и меню присылай в PDF', 'шрифт Lora'],
  ])('given a typeface said aloud in %s with speech before it, then the clause names it', (_l, said, clause) => {
    expect(fontClause(said)).toBe(clause);
  });

  it.each([
    ['en', 'um so the font is too small'],
    ['en', 'uh just this once font Lobster'],
    ['es', 'eh la letra más grande'],
    ['de', 'ähm die Schrift ist zu klein'],
    ['ru', 'ну шрифт покрупнее'],
    ['zh', '那个字体大一点'],
    ['de', 'ähm die Schrift der Firma ist zu klein'],
  ])('given speech before a change of the lettering in %s, then it names no typeface', (_l, said) => {
    expect(fontClause(said)).toBeUndefined();
  });
});
