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
});
