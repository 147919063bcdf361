/** The sentences of a forget card and its replies, per language; English for any other. */
interface ForgetWords {
  question: (count: number) => string;
  forget: string;
  keep: string;
  /** A forget that names nothing remembered. */
  nothing: (target: string) => string;
  /**
   * A target none of whose words the offline matcher knows, said where meaning cannot be read
   * (no multilingual embedder): it says what it checked — the words — not that nothing is meant.
   */
  noneSays: (target: string) => string;
  /** `forget_all` of a person with no memories. */
  nothingAtAll: string;
  /** "Don't remember this" / "forget that" after a message memory took nothing from. */
  nothingBefore: string;
  forgotten: (subjects: string) => string;
  kept: string;
}

const WORDS: Record<string, ForgetWords> = {
  en: {
    question: (n) =>
      n === 1 ? 'Forget this memory? This cannot be undone.' : `Forget these ${n} memories? This cannot be undone.`,
    forget: 'Forget',
    keep: 'Keep',
    nothing: (t) => `I remember nothing about “${t}”.`,
    noneSays: (t) => `None of my memories says “${t}” (I matched the words only).`,
    nothingAtAll: 'I remember nothing about you.',
    nothingBefore: 'I remember nothing from your last message.',
    forgotten: (s) => `Forgotten: ${s}.`,
    kept: 'Kept: nothing was forgotten.',
  },
  de: {
    question: (n) =>
      n === 1
        ? 'Diese Erinnerung vergessen? Das lässt sich nicht rückgängig machen.'
        : `Diese ${n} Erinnerungen vergessen? Das lässt sich nicht rückgängig machen.`,
    forget: 'Vergessen',
    keep: 'Behalten',
    nothing: (t) => `Zu „${t}“ habe ich nichts gespeichert.`,
    noneSays: (t) => `Keine meiner Erinnerungen enthält „${t}“ (ich habe nur die Wörter verglichen).`,
    nothingAtAll: 'Über dich habe ich nichts gespeichert.',
    nothingBefore: 'Von deiner letzten Nachricht habe ich nichts behalten.',
    forgotten: (s) => `Vergessen: ${s}.`,
    kept: 'Behalten: nichts wurde vergessen.',
  },
  es: {
    question: (n) =>
      n === 1
        ? '¿Olvidar este recuerdo? No se puede deshacer.'
        : `¿Olvidar estos ${n} recuerdos? No se puede deshacer.`,
    forget: 'Olvidar',
    keep: 'Conservar',
    nothing: (t) => `No recuerdo nada sobre «${t}».`,
    noneSays: (t) => `Ninguno de mis recuerdos dice «${t}» (solo comparé las palabras).`,
    nothingAtAll: 'No recuerdo nada sobre ti.',
    nothingBefore: 'No guardé nada de tu último mensaje.',
    forgotten: (s) => `Olvidado: ${s}.`,
    kept: 'Conservado: no se olvidó nada.',
  },
  fr: {
    question: (n) =>
      n === 1
        ? 'Oublier ce souvenir ? Cette action est irréversible.'
        : `Oublier ces ${n} souvenirs ? Cette action est irréversible.`,
    forget: 'Oublier',
    keep: 'Garder',
    nothing: (t) => `Je ne me souviens de rien à propos de « ${t} ».`,
    noneSays: (t) => `Aucun de mes souvenirs ne dit « ${t} » (je n'ai comparé que les mots).`,
    nothingAtAll: 'Je ne me souviens de rien à votre sujet.',
    nothingBefore: "Je n'ai rien retenu de votre dernier message.",
    forgotten: (s) => `Oublié : ${s}.`,
    kept: "Gardé : rien n'a été oublié.",
  },
  ru: {
    question: (n) =>
      n === 1 ? 'Забыть это? Отменить будет нельзя.' : `Забыть эти воспоминания (${n})? Отменить будет нельзя.`,
    forget: 'Забыть',
    keep: 'Оставить',
    nothing: (t) => `Я ничего не помню о «${t}».`,
    noneSays: (t) => `Ни в одном воспоминании нет «${t}» (я сравнил только слова).`,
    nothingAtAll: 'Я ничего о вас не помню.',
    nothingBefore: 'Из вашего последнего сообщения я ничего не запомнил.',
    forgotten: (s) => `Забыто: ${s}.`,
    kept: 'Оставлено: ничего не забыто.',
  },
  ja: {
    question: (n) =>
      n === 1 ? 'この記憶を忘れますか？元に戻せません。' : `この${n}件の記憶を忘れますか？元に戻せません。`,
    forget: '忘れる',
    keep: '残す',
    nothing: (t) => `「${t}」について覚えていることはありません。`,
    noneSays: (t) => `「${t}」という言葉を含む記憶はありません（言葉だけで照合しました）。`,
    nothingAtAll: 'あなたについて覚えていることはありません。',
    nothingBefore: '前のメッセージからは何も覚えていません。',
    forgotten: (s) => `忘れました：${s}。`,
    kept: '残しました。何も忘れていません。',
  },
  zh: {
    question: (n) => (n === 1 ? '忘记这条记忆？此操作无法撤销。' : `忘记这 ${n} 条记忆？此操作无法撤销。`),
    forget: '忘记',
    keep: '保留',
    nothing: (t) => `我没有关于“${t}”的记忆。`,
    noneSays: (t) => `我的记忆里没有“${t}”这个说法（只按字面比对）。`,
    nothingAtAll: '我没有关于你的记忆。',
    nothingBefore: '你上一条消息里的内容我没有记住。',
    forgotten: (s) => `已忘记：${s}。`,
    kept: '已保留：没有忘记任何内容。',
  },
};

export const forgetWords = (language?: string): ForgetWords => WORDS[language?.slice(0, 2) ?? 'en'] ?? WORDS.en;

/** What a confirmed forget removed, by subject (never the forgotten words themselves), at most five named. */
export function forgottenSubjects(subjects: readonly string[]): string {
  const distinct = [...new Set(subjects)];
  const named = distinct.slice(0, 5).join('; ');
  return distinct.length > 5 ? `${named} (+${distinct.length - 5})` : named;
}
