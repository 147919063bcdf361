/**
 * "Don't remember this" said at the moment of telling (R-9.5, issue 28): the router and the
 * memory service must agree on it — the router does not route a message that is only this,
 * and memory takes nothing from a message that says it — so the one pure rule lives here.
 *
 * Closed-class, like greetings: a short list of imperative phrasings per language. A first
 * person ("I don't remember this place") is not the marker, and neither is a quoted title
 * ("a poster saying 'don't remember this'").
 */
const MARKERS: ReadonlyArray<{ language: string; pattern: RegExp }> = [
  {
    language: 'en',
    pattern:
      /(?<![\p{L}'])(?<!(?:^|[^\p{L}])(?:i|we|you|they|he|she)\s+)(?:don't|do not|dont|never)\s+(?:(?:remember|memori[sz]e)\s+(?:this|that|it)(?:\s+one)?|(?:store|save|keep|put)\s+(?:this|that|it)\s+in\s+(?:your\s+)?memory)(?![\p{L}])|(?<![\p{L}])(?:no need to remember|off the record)(?:\s+(?:this|that|it))?(?![\p{L}])/iu,
  },
  {
    language: 'de',
    pattern:
      /(?<![\p{L}])(?:(?:merk|merke|merken sie)\s+(?:dir|euch|sich)\s+(?:das|dies|es)\s+(?:bitte\s+)?nicht|(?:das|dies)\s+(?:bitte\s+)?nicht\s+(?:merken|speichern)|(?:speicher|speichere)\s+(?:das|dies|es)\s+nicht)(?![\p{L}])/iu,
  },
  {
    language: 'es',
    pattern:
      /(?<![\p{L}])no\s+(?:(?:lo|la|los|las)\s+(?:recuerdes|recuerde|memorices)|(?:recuerdes|recuerde|memorices)\s+(?:esto|eso)|te\s+acuerdes\s+de\s+(?:esto|eso)|(?:lo\s+)?guardes(?:\s+(?:esto|eso))?\s+en\s+(?:tu\s+|la\s+)?memoria)(?![\p{L}])/iu,
  },
  {
    language: 'fr',
    pattern:
      /(?<![\p{L}])(?:ne\s+(?:(?:le|la)\s+|l')?(?:retiens|retenez|mémorise|mémorisez|memorise)\s+pas(?:\s+(?:ça|ca|cela|ceci))?|ne\s+t'en\s+souviens\s+pas|pas\s+besoin\s+de\s+(?:le\s+|la\s+|l')?retenir)(?![\p{L}])/iu,
  },
  {
    language: 'ru',
    pattern: /(?<![\p{L}])(?:(?:это|этого)\s+)?не\s+(?:запоминай|запоминайте)(?:\s+(?:это|этого))?(?![\p{L}])/iu,
  },
  {
    language: 'ja',
    pattern:
      /(?:これ|それ|このこと|今のこと)?(?:は|を)?(?:覚えないで|覚えなくていい|覚えておかないで|記憶しないで)(?!しょ)/u,
  },
  { language: 'zh', pattern: /(?:别|不要|不用|请勿)(?:记住|记下来|记下)(?:这个|这些|这|它)?/u },
];

/** Quoted spans (titles, captions, lines of a poster) are the user's material, not their instruction. */
const QUOTED =
  /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|‹[^›]*›|「[^」]*」|『[^』]*』|《[^》]*》|(?<=^|[\s(])'[^']*'(?=$|[\s.,!?;:)])/gu;

/** Typographic apostrophes as ASCII, so "don’t" reads as "don't". */
const plainApostrophes = (text: string) => text.normalize('NFC').replace(/[’ʼ]/g, "'");

/** What is left of the message once the marker is taken out, trimmed of the punctuation that joined them. */
const trimJoins = (text: string) => text.replace(/^[\s\p{P}\p{Pd}]+|[\s\p{P}\p{Pd}]+$/gu, '');

/** The marker in `text` (outside quotes): its language and the rest of the message without it; undefined when absent. */
export function findDontRemember(text: string): { language: string; statement: string } | undefined {
  const plain = plainApostrophes(text);
  const unquoted = plain.replace(QUOTED, (span) => ' '.repeat(span.length));
  for (const { language, pattern } of MARKERS) {
    const match = pattern.exec(unquoted);
    if (!match) continue;
    const statement = plain.slice(0, match.index) + plain.slice(match.index + match[0].length);
    return { language, statement: trimJoins(statement) };
  }
  return undefined;
}

/** The message asks that nothing of it be remembered: memory takes no evidence from it. */
export const saysDontRemember = (text: string): boolean => findDontRemember(text) !== undefined;
