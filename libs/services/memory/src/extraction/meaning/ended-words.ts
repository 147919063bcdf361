import { rx, type Lang } from '../offline/phrase-table';

/**
 * The grammar of a clause that says a value is finished (issue 28, ADR 0095), per language: each
 * pattern holds the value it ends in the group `v`. Written from the six languages' ordinary ways
 * of saying that something stopped — a first-person report ("we've stopped using", "ya no
 * usamos", "nehmen wir nicht mehr", "больше не используем", "我们不用了", "もう使っていません"), a
 * farewell ("goodbye to", "adiós a", "tschüss", "прощай", "告别", "とはお別れ"), or the value as
 * the subject of a verb of ending ("… is gone", "… fliegt raus", "…淘汰了", "…はやめました"). Verbs
 * and function words only, never a value or a noun; an instruction to the assistant ("don't use
 * … anymore") is an avoidance, not an ending, and has no pattern here.
 */
export type EndingGrammar = readonly RegExp[];

/** A value: at least one letter, at most eight words, no clause break in it. */
const V = String.raw`(?<v>[^,;:.!?]*?\p{L}[^,;:.!?]*?)`;
const END = String.raw`\s*(?:[,;:.!]|\s[—–-]\s|[—–]|$)`;
const WE = String.raw`(?:we|i)(?:['’]ve|\s+have)?`;

export const ENDINGS: Partial<Record<Lang, EndingGrammar>> = {
  en: [
    rx`\b(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)\s+not\s+(?!(?:sure|certain|convinced|allowed|able|ready|open)\b)${V}\s+any\s*more${END}`,
    rx`\b(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)\s+no\s+longer\s+${V}${END}`,
    rx`\b(?:we|i)\s+(?:don['’]t|do\s+not)\s+(?:use|do|offer|sell|make|trade\s+as|go\s+by|work\s+with|call\s+(?:ourselves|myself))\s+${V}\s+any\s*more${END}`,
    rx`\b(?:we|i)\s+no\s+longer\s+(?:use|do|offer|sell|make|trade\s+as|go\s+by|work\s+with|call\s+(?:ourselves|myself))\s+${V}${END}`,
    rx`\b${WE}\s+(?:stopped|quit|ceased)\s+(?:using|doing|offering|selling|making|trading\s+as|going\s+by|working\s+with)\s+${V}${END}`,
    rx`\b${WE}\s+(?:retired|dropped|ditched|scrapped|binned|abandoned|outgrown|phased\s+out|moved\s+on\s+from|moved\s+away\s+from|got(?:ten)?\s+rid\s+of|given\s+up(?:\s+on)?|done\s+away\s+with|let\s+go\s+of|said\s+goodbye\s+to)\s+${V}${END}`,
    rx`^\s*(?:so\s+)?(?:goodbye|farewell|bye(?:-bye)?|so\s+long)(?:\s+to)?\s*,?\s+${V}${END}`,
    rx`^\s*${V}\s+(?:is|are|['’]s|['’]re|has\s+been|have\s+been)\s+(?:gone|retired|history|dead|no\s+more|dropped|scrapped|ditched|a\s+thing\s+of\s+the\s+past|off\s+the\s+table)${END}`,
  ],
  es: [
    rx`\bya\s+no\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:usamos|uso|utilizamos|utilizo|somos|soy|hacemos|hago|nos\s+llamamos|me\s+llamo|trabajamos\s+con|trabajo\s+con|vamos\s+con|llevamos|ponemos|vendemos)\s+${V}${END}`,
    rx`\b(?:hemos\s+|he\s+)?dej(?:ado|amos|é)\s+de\s+(?:usar|utilizar|hacer|llamarnos|llamarme|ser|trabajar\s+con|poner|vender)\s+${V}${END}`,
    rx`^\s*(?:y\s+)?adi[oó]s\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)?${V}${END}`,
    rx`\b(?:hemos|he)\s+(?:jubilado|retirado|abandonado|eliminado|dejado\s+atr[aá]s)\s+${V}${END}`,
    rx`^\s*${V}\s+(?:lo|la|los|las)\s+(?:hemos|he)\s+(?:jubilado|retirado|abandonado|eliminado|quitado|dejado)${END}`,
    rx`^\s*${V}\s+ya\s+no(?:\s+(?:lo|la|los|las))?(?:\s+(?:usamos|uso|utilizamos|hacemos|ponemos|llevamos|existe|existen|va|van|sirve|sirven))?${END}`,
    rx`^\s*${V}\s+(?:pas[oó]|pasaron|ha\s+pasado|han\s+pasado)\s+a\s+la\s+historia${END}`,
  ],
  de: [
    rx`^\s*${V}\s+(?:nehmen|verwenden|benutzen|nutzen|machen|führen|zeigen|drucken)\s+wir\s+(?:nicht|nie)\s+mehr${END}`,
    rx`^\s*${V}\s+(?:nehme|verwende|benutze|nutze|mache)\s+ich\s+(?:nicht|nie)\s+mehr${END}`,
    rx`^\s*${V}\s+(?:fliegt|fliegen|ist|sind|kommt|kommen)\s+raus${END}`,
    rx`^\s*${V}\s+(?:ist|sind)\s+(?:Geschichte|passé|passe|gestorben|tot|weg|abgeschafft|vom\s+Tisch)${END}`,
    rx`^\s*${V}\s+gibt(?:\s+es|['’]s)\s+nicht\s+mehr${END}`,
    rx`^\s*${V}\s+(?:haben\s+wir|habe\s+ich|hab\s+ich)\s+(?:abgeschafft|ausgemustert|aufgegeben|gestrichen|rausgeworfen|rausgeschmissen|eingestellt|abgelegt|beerdigt|in\s+Rente\s+geschickt|hinter\s+uns\s+gelassen)${END}`,
    rx`\bwir\s+haben\s+${V}\s+(?:abgeschafft|ausgemustert|aufgegeben|gestrichen|rausgeworfen|eingestellt|abgelegt)${END}`,
    rx`\b(?:wir|ich)\s+(?:sind|bin|heißen|heiße|nehmen|nehme|verwenden|verwende|benutzen|benutze|nutzen|nutze)\s+nicht\s+mehr\s+${V}${END}`,
    rx`^\s*(?:tschüss|tschüs|adieu|ade|lebewohl)\s*,?\s+${V}${END}`,
  ],
  ru: [
    rx`^\s*${V}\s+(?:мы\s+|я\s+)?(?:больше|уже)\s+не\s+(?:используем|использую|берём|берем|беру|делаем|делаю|ставим|ставлю|применяем|носим)${END}`,
    rx`^\s*${V}\s+(?:мы\s+|я\s+)?(?:списали|убрали|упразднили|выкинули|отменили|отменяем|похоронили|отправили\s+на\s+пенсию)${END}`,
    rx`^\s*${V}\s+(?:больше\s+нет|в\s+прошлом|ушл[иа]?\s+в\s+прошлое|уш[её]л\s+в\s+прошлое)${END}`,
    rx`^\s*(?:от|с)\s+${V}\s+(?:мы\s+|я\s+)?(?:отказались|отказалась|отказался|покончено|покончили|завязали)${END}`,
    rx`\b(?:мы|я)\s+(?:отказались|отказалась|отказался)\s+от\s+${V}${END}`,
    rx`\b(?:мы|я)\s+(?:больше|уже)\s+не\s+(?:используем|использую|берём|берем|называемся|работаем\s+с)\s+${V}${END}`,
    rx`\b(?:мы|я)\s+(?:больше|уже)\s+не\s+(?<v>[«"“][^»"”]+[»"”])${END}`,
    rx`^\s*прощай(?:те)?\s*,?\s+${V}${END}`,
  ],
  zh: [
    /不再(?:用|使用|采用|是|叫)(?<v>[^，,；;。！？!?]+)/u,
    /^\s*告别(?:了)?(?<v>[^，,；;。！？!?]+)/u,
    /^\s*(?<v>[^，,；;。！？!?]+?)(?:我们|我)?(?:已经)?(?:不再|不)(?:用|使用|叫|要|做)了/u,
    /^\s*(?<v>[^，,；;。！？!?]+?)(?:我们|我)?(?:已经|都)?(?:停用|弃用|淘汰|废弃|下架|退役)了/u,
    /^\s*(?:我们|我)(?:已经)?(?:停用|弃用|淘汰|废弃|放弃)了(?<v>[^，,；;。！？!?]+)/u,
  ],
  ja: [
    /^\s*(?<v>[^、,。！？!?]+?)(?:は|を|も)もう(?:使わない|使いません|使っていない|使ってない|使ってません|使っていません|やめ(?:ました|た|ます))/u,
    /^\s*(?<v>[^、,。！？!?]+?)(?:は|を)(?:やめ(?:ました|た|ます)|卒業(?:しました|した)|廃止(?:しました|した)|引退(?:しました|した)|使うのをやめ)/u,
    /^\s*(?<v>[^、,。！？!?]+?)とは(?:お別れ|さよなら)/u,
  ],
};
