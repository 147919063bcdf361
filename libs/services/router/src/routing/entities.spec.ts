import { entitiesOf, sharedEntities } from './entities';

describe('entitiesOf: the objects no translation changes (route27e)', () => {
  it('given numbers and sizes, then those of two digits or more, with their separators', () => {
    expect([...entitiesOf('print 2 of them at 1200x1800, by the 14.06')]).toEqual(
      expect.arrayContaining(['1200x1800', '14.06']),
    );
    expect(entitiesOf('print 2 of them').has('2')).toBe(false);
  });

  it('given a Latin-letter name inside a Japanese or Russian line, then the name', () => {
    expect(entitiesOf('Harbor Yogaの動画、音楽をもっと静かに').has('harbor')).toBe(true);
    expect(entitiesOf('для Harbor Yoga сделайте музыку тише').has('yoga')).toBe(true);
  });

  it('given a Latin-script line, then capitalised words inside a sentence and capitals, not the opening word', () => {
    const e = entitiesOf('Make the header for Harbor Yoga in CMYK. Then stop');
    expect(e.has('harbor')).toBe(true);
    expect(e.has('cmyk')).toBe(true);
    expect(e.has('make')).toBe(false);
    expect(e.has('then')).toBe(false);
    expect(e.has('header')).toBe(false);
  });

  it('given quoted words and a hex colour, then both', () => {
    const e = entitiesOf('写上「早安」，颜色 #1f6feb');
    expect(e.has('早安')).toBe(true);
    expect(e.has('#1f6feb')).toBe(true);
  });
});

describe('sharedEntities', () => {
  it('given a Spanish line and a German brief naming one client and one size, then 2', () => {
    const line = entitiesOf('Kestrel Bikes pide el cartel en 594x841, con el logo arriba');
    expect(sharedEntities(line, ['Plakat für Kestrel Bikes, 594x841, Frühjahrsaktion'])).toBe(2);
  });

  it('given nothing language-neutral in the line, then 0', () => {
    expect(sharedEntities(entitiesOf('сделайте теплее'), ['a poster for the fair'])).toBe(0);
  });
});
