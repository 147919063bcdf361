import { matchMemories, namedVersions } from './memory-match';

const memory = (memoryId: string, subject: string, content: string) => ({ memoryId, subject, content });
const teal = memory('m_teal', 'brand colour', 'Our brand colour is teal');
const muted = memory('m_muted', 'preference: colour', 'I prefer muted colours for posters');
const font = memory('m_font', 'preference: font', 'I prefer the Inter font for headlines');
const launch = memory('m_launch', 'launch date', 'Our launch date is May 3');
const dog = memory('m_dog', "dog's name", "My dog's name is Rex");
const germanTeal = memory('m_de', 'Markenfarbe', 'Unsere Markenfarbe ist Teal');
const all = [teal, muted, font, launch, dog, germanTeal];
const ids = (target: string) => matchMemories(target, all).map((m) => m.memoryId);

describe('the memories a spoken forget names (issue 28): exactly those, across languages', () => {
  it.each([
    ['brand colour', ['m_teal', 'm_de']],
    ['Markenfarbe', ['m_teal', 'm_de']],
    ['color de marca', ['m_teal', 'm_de']],
    ['couleur de marque', ['m_teal', 'm_de']],
    ['фирменный цвет', ['m_teal', 'm_de']],
    ['ブランドカラー', ['m_teal', 'm_de']],
    ['品牌色', ['m_teal', 'm_de']],
  ])('given "%s", then the brand colour memories and no other colour are named', (target, expected) => {
    expect(ids(target)).toEqual(expected);
  });

  it('given a subject word, then every memory on it is named (several: the card lists them)', () => {
    expect(ids('colours')).toEqual(['m_teal', 'm_muted', 'm_de']);
    expect(ids('Schriftart')).toEqual(['m_font']);
  });

  it('given words of the statement itself, then the memory saying them is named', () => {
    expect(ids('I prefer muted colours')).toEqual(['m_muted']);
    expect(ids('launch date')).toEqual(['m_launch']);
    expect(ids("dog's name")).toEqual(['m_dog']);
  });

  it('given two things joined by "and" or a comma, then the memories of each are named', () => {
    expect(ids('font and my launch date')).toEqual(['m_font', 'm_launch']);
    expect(ids('Schrift, Markenfarbe')).toEqual(['m_teal', 'm_font', 'm_de']);
  });

  it('given something nothing says, then nothing is named', () => {
    expect(ids('cat')).toEqual([]);
    expect(ids('brand font')).toEqual([]);
    expect(ids('logo')).toEqual([]);
    expect(ids('the')).toEqual([]);
    expect(ids('')).toEqual([]);
  });
});

describe('a value once held and since replaced is still named (issue 28: forget matches every version)', () => {
  const misread = {
    memoryId: 'm_misread',
    subject: 'brand colour',
    content: 'make the colour teal',
    versions: [
      { version: 1, state: 'superseded', content: 'we use Vollkorn everywhere' },
      { version: 2, state: 'current', content: 'make the colour teal' },
    ],
  };
  const purgedBefore = {
    ...misread,
    memoryId: 'm_purged',
    versions: [{ version: 1, state: 'purged' }, misread.versions[1]],
  };

  it('given a word only an older version says, then the memory is named, by that version only', () => {
    expect(matchMemories('Vollkorn', [misread, teal]).map((m) => m.memoryId)).toEqual(['m_misread']);
    expect(namedVersions('Vollkorn', misread)).toEqual([1]);
  });

  it('given its subject or what it says now, then the whole memory is named', () => {
    expect(namedVersions('brand colour', misread)).toBe('memory');
    expect(namedVersions('teal', misread)).toBe('memory');
  });

  it('given a word no version holds, or only a purged one held, then nothing is named', () => {
    expect(namedVersions('Garamond', misread)).toBeUndefined();
    expect(namedVersions('Vollkorn', purgedBefore)).toBeUndefined();
  });
});
