import { applyFragmentEdits } from './fragment-edits';
import { describeTextChange } from './text-change';

describe('fragment edits', () => {
  const text = 'shot 1: dawn\nshot 2: cat\nshot 3: cat jumps\n';

  it('applies every edit, located in the original text, or none', () => {
    expect(
      applyFragmentEdits(text, [
        { oldText: 'dawn', newText: 'dusk' },
        { oldText: 'shot 2: cat', newText: 'shot 2: dog' },
      ]),
    ).toEqual({ text: 'shot 1: dusk\nshot 2: dog\nshot 3: cat jumps\n' });
    expect(
      applyFragmentEdits(text, [
        { oldText: 'dawn', newText: 'dusk' },
        { oldText: 'cat', newText: 'dog' },
      ]),
    ).toEqual({ failure: { code: 'fragment_not_unique', index: 1, occurrences: 2 } });
    expect(applyFragmentEdits(text, [{ oldText: 'noon', newText: 'x' }])).toEqual({
      failure: { code: 'fragment_not_found', index: 0, occurrences: 0 },
    });
    expect(
      applyFragmentEdits(text, [
        { oldText: 'shot 1: dawn', newText: 'a' },
        { oldText: 'dawn\nshot 2', newText: 'b' },
      ]),
    ).toMatchObject({ failure: { code: 'fragments_overlap' } });
  });

  it('summarises a change by the old lines it touched', () => {
    expect(describeTextChange(text, text.replace('cat jumps', 'cat sleeps'))).toEqual({
      summary: 'line 3 changed (+1 −1)',
      parts: ['L3'],
    });
    expect(describeTextChange(text, `${text}shot 4: end\n`)).toEqual({
      summary: 'line 4 changed (+1 −0)',
      parts: ['L4'],
    });
    expect(describeTextChange(text, text.replace('dawn', 'dusk').replace('jumps', 'sits'))).toEqual({
      summary: '2 places (line 1, line 3) changed (+2 −2)',
      parts: ['L1', 'L3'],
    });
    expect(describeTextChange(text, text)).toEqual({ summary: 'no textual change', parts: [] });
  });
});
