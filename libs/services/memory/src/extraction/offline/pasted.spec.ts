import { ownWords, pastedBlocks } from './pasted';

describe('ownWords', () => {
  it('drops quoted lines, a paragraph in quotation marks and a signature, keeping the person’s remarks', () => {
    expect(
      ownWords(
        'passing this on from the printer:\n\n> Dear all, proofs by Monday. Regards, Ivo Baum\n\nwe want it as a tall banner',
      ),
    ).toBe('passing this on from the printer:\n\nwe want it as a tall banner');
    expect(
      ownWords(
        'la clienta escribió:\n\n«Queremos todo en violeta. Firmado: Lucía Prado»\n\npara ella, no para nosotros',
      ),
    ).toBe('la clienta escribió:\n\npara ella, no para nosotros');
    expect(ownWords('use this at the bottom\n--\nTamsin Orr\nOrr Glassworks')).toBe('use this at the bottom');
    expect(ownWords('под подписью:\n\n-- \nГлеб Рахимов\nПекарня «Колос»')).toBe('под подписью:');
  });

  it('drops a block of several lines after a lead-in that ends in a colon, or a run of header lines', () => {
    expect(
      ownWords('hier die Visitenkarte:\n\nLotte Brandt\nFahrradwerkstatt Speiche\nTel 0171 000000\n\nfür die Flyer'),
    ).toBe('hier die Visitenkarte:\n\nfür die Flyer');
    expect(ownWords('お客さんの依頼文です：\n\n会社名：山吹工房\n色：藤色\n\n私たちの色ではありません')).toBe(
      'お客さんの依頼文です：\n\n私たちの色ではありません',
    );
    expect(ownWords('转给你：\n\n发件人：周立\n主题：样品\n\n我们这边用横版')).toBe('转给你：\n\n我们这边用横版');
  });

  it('keeps what the person types: one paragraph, a list of their own, and label lines at the start', () => {
    expect(ownWords('our colour is plum and we never use italics')).toBe('our colour is plum and we never use italics');
    expect(ownWords('our rules:\n\n- plum only\n- no italics')).toBe('our rules:\n\n- plum only\n- no italics');
    expect(ownWords('colour: plum\nfont: Inter')).toBe('colour: plum\nfont: Inter');
    expect(ownWords('> quoted on its own')).toBe('');
  });

  it('keeps the person’s own fields set between two rules, which are no signature (ADR 0076)', () => {
    const notes = 'my card\n---\nname: Ada Quill\ncolour: ink blue\n---';
    expect(ownWords(notes)).toBe(notes);
    expect(ownWords('Steckbrief\n---\nFirma: Hutmacherei Brix\nFarbe: Filzgrau\n---')).toContain('Filzgrau');
    // A signature stays one: its lines are no fields, or no rule closes them.
    expect(ownWords('use this\n---\nname: Ada Quill\nQuill Press')).toBe('use this');
  });

  it('gives back what it leaves out, each block with the person’s words before it (ADR 0090)', () => {
    expect(pastedBlocks('my sig:\n\n--\nAda Quill\nQuill Press\n\nfor the footer')).toEqual([
      { block: '--\nAda Quill\nQuill Press', leadIn: 'my sig:' },
    ]);
    expect(pastedBlocks('use this at the bottom\n--\nTamsin Orr\nOrr Glassworks')).toEqual([
      { block: 'Tamsin Orr\nOrr Glassworks', leadIn: 'use this at the bottom' },
    ]);
    expect(pastedBlocks('our colour is plum and we never use italics')).toEqual([]);
  });
});
