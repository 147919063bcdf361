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
});
