import { alternation, avoid, fact, factFrames, rx, taste, type Lexicon, type PhraseTable } from '../phrase-table';

const nouns: Lexicon = [
  [
    'brand colour',
    String.raw`ブランドの(?:色|カラー)|会社の(?:色|カラー)|ブランドカラー|コーポレートカラー|テーマカラー|メインカラー|キーカラー|企業カラー|ブランド色|会社の色`,
  ],
  ['brand name', String.raw`ブランドの名前|ブランド名|商品名|製品名`],
  [
    'company name',
    String.raw`会社の名前|お店の名前|店の名前|会社名|社名|屋号|店名|事務所名|スタジオ名|会社|事務所|スタジオ`,
  ],
  ['slogan', String.raw`スローガン|キャッチコピー|タグライン|キャッチフレーズ`],
  ['logo', String.raw`ロゴ(?:マーク)?`],
  ['font', String.raw`フォント|書体|字体`],
  ['name', String.raw`お名前|名前|氏名`],
  ['format', String.raw`フォーマット|形式|アスペクト比|縦横比|サイズ|比率|解像度|判型`],
  ['layout', String.raw`レイアウト|構図|配置`],
  ['style', String.raw`スタイル|作風|テイスト|雰囲気|デザイン`],
  ['audience', String.raw`ターゲット(?:層)?|客層|顧客|読者層`],
  ['language', String.raw`言語`],
  ['tone', String.raw`トーン(?:[&＆]マナー)?|トンマナ|口調|語調|文体`],
  ['background', String.raw`背景`],
  ['colour', String.raw`配色|色合い|色味|色|カラー`],
];

const values: Lexicon = [
  ['gradient', String.raw`グラデーション`],
  ['emoji', String.raw`絵文字|顔文字`],
  ['language', String.raw`日本語|英語|中国語|ドイツ語|フランス語|スペイン語|ロシア語|韓国語`],
  ['style', String.raw`シンプル|ミニマル|すっきり`],
  ['shadow', String.raw`ドロップシャドウ|シャドウ|影`],
  ['font', String.raw`丸ゴシック|ゴシック(?:体)?|明朝(?:体)?|サンセリフ|セリフ|手書き`],
  ['format', String.raw`正方形|縦長|横長|縦型|横型|横向き|縦向き`],
  [
    'colour',
    String.raw`赤|青|緑|黄|白|黒|紺|紫|桃色|ピンク|オレンジ|グレー|灰色|水色|茶色|金色|銀色|ネイビー|ブルー|レッド|グリーン|ベージュ|ティール|パステル|くすみ|モノクロ`,
  ],
];

const N = alternation(nouns, false);
const NUMBER = String.raw`[0-9０-９]{1,2}|[一二三四五六七八九十]{1,3}`;
const I = String.raw`私|わたし|僕|ぼく|俺`;
const WE = String.raw`弊社|当社|わが社|我が社|私たち|わたしたち|我々|うち`;

export const ja: PhraseTable = {
  lang: 'ja',
  spaced: false,
  head: 'last',
  nouns,
  values,
  rules: [
    taste(rx`(?:(?:${I})の)?(?:一番|いちばん)?好きな(?<noun>${N})(?:は|：|:)(?<value>.+)`),
    // "キャンペーンカラーはピンクです": a colour of its own, not the brand colour.
    fact(
      rx`^(?<mod>(?!ブランド|メイン|テーマ|コーポレート|キー|企業|会社|弊社|当社|好きな|私|うち)[\p{Script=Katakana}ー\p{Script=Han}]{1,8}?)(?<noun>カラー|色)(?:は|：|:)(?<value>.+)`,
      undefined,
      'workspace',
    ),
    ...factFrames({
      owners: String.raw`(?:うちの会社|私たちの会社|${WE}|${I})の`,
      nouns: N,
      copula: String.raw`\s*(?:は|：|:|＝|=|→)\s*|\s*って\s*`,
      spaced: false,
    }),
    fact(
      rx`(?:弊社|当社|わが社|我が社|うちの会社|私たちの会社|私の会社)(?:の名前|名)?は(?<value>.+?)(?:と(?:申します|いいます|言います|いう会社です)|です)`,
      'company name',
      'workspace',
    ),
    fact(rx`(?:^|、)(?<value>[^、。はが]+?)と(?:申します|いいます|言います)`, 'name', 'user'),
    // Value first: "赤がブランドカラーです".
    fact(rx`^(?<value>[^、。]+?)が(?:(?<owner>${WE})の)?(?<noun>${N})(?:です|だ|である)[。！]*$`),
    fact(rx`(?<value>[「『].+?[」』]|[^、。「」]+?)(?:という\p{L}+)?を(?:経営|運営)して`, 'company name', 'workspace'),
    fact(rx`(?<value>[「『][^」』]+[」』])の\p{L}{1,8}?(?:です|と申します)`, 'company name', 'workspace'),
    // Japanese drops the owner: "ターゲットは大学生です" states a fact when it ends like one, not like a request.
    fact(
      rx`^(?<noun>(?!お?名前)${N})は(?<value>(?:(?!ください|にして|お願い)[^、。])+?)(?:です|だ|である|でございます|でした)$`,
      undefined,
      'workspace',
    ),
    avoid(
      rx`(?<value>.+?)(?:は|を|も)(?:絶対に?|決して|あまり)?(?:使わないで|使用しないで|入れないで|使わない|使用しない|入れない|避けて|やめて|控えて|NG)`,
    ),
    avoid(rx`(?<value>.+?)(?:なし|無し|抜き)(?:で|に|$)`),
    avoid(
      rx`(?<value>.+?)(?:は|が)(?:あまり)?(?:嫌い|苦手|好きじゃ(?:ない|ありません)|好きでは(?:ない|ありません)|好きでない|好みじゃ(?:ない|ありません)|好みでは(?:ない|ありません))`,
    ),
    avoid(rx`(?:絶対に|決して)(?<value>.+?)(?:しないで|使わないで|入れないで|を使わない)`),
    taste(
      rx`(?:(?:${I}|(?<we>${WE}))は)?(?<value>.+?)(?:が|も|の方が|のほうが)(?:一番|とても|すごく|大)?(?:好き|お気に入り|好み)(?:です|だ|なんです)?`,
    ),
    taste(rx`(?<value>.+?)を(?:好みます|好んで使|愛用)`),
    taste(rx`(?<we>${WE})(?:では|は)(?<value>.+?)を(?:使って|使用して|採用して)(?:います|おります)`),
  ],
  joiners: rx`(?:けど|けれど(?:も)?|ですが|ますが|だが)、?|、\s*(?=(?:でも|ただ|今回|いつも|今後|これから|それと|あと|そして))|[;；]`,
  correction: rx`^\s*(?:(?:実は|訂正|正しくは|すみません|失礼しました|間違えました|いや|いえ|修正)(?:です|します)?[\s、,：:！!。]*)+`,
  once: rx`今日だけ|本日(?:のみ|だけ)|今回(?:は|だけ(?:は)?|のみ|に限り|に限って)?|この(?:案件|ポスター|作品|投稿|バナー|動画|プロジェクト|依頼)(?:だけ|のみ|では)|例外的に|一回だけ`,
  durable: rx`いつも|常に|今後(?:は)?|これから(?:は)?|必ず|基本的に|デフォルトで|毎回|ずっと|絶対に|決して|原則`,
  instruction: rx`.`,
  skip: rx`[?？]|(?:ですか|ますか|でしょうか|かな)[。\s]*$|忘れて|覚えないで|記憶しないで|削除して|消して`,
  askingToDo: rx`(?:てもらえますか|てくれますか|ていただけますか|できますか)[。？?\s]*$`,
  reaction: rx`^\s*(?:これ|それ|あれ|こっち|そっち|あっち|この|その|あの|前の|最初の|二つ目|2つ目|今の|全部)`,
  judgement: rx`^\s*(?:ちょっと|少し|ダメ|だめ|変)|(?:すぎ|過ぎ)`,
  ruledOut: rx`[^、。はが：:]+?(?:ではなく|じゃなくて|でなく)、?`,
  we: rx`${WE}`,
  me: rx`${I}|自分|あたし`,
  avoids: rx`避け|使わない|使わず|入れない|ないで(?:ください|ほしい)?|嫌い|苦手|NG|なしで|抜きで|外して|見たくない|したくない|禁止`,
  plural: rx`^(?:${WE})`,
  single: rx`^(?:${I})の`,
  filler: rx`^(?:チラシ|ポスター|投稿|画像|バナー|動画|だけ|の|は|が|を|に|で|と|も|や|な|です|だ|ます|ください|お願い|します|する|して|私|わたし|僕|これ|それ|この|その|好き|好み|大好き|とても|すごく|いつも|必ず|今回|今後|使っ|使う|使わ|ない|ので|から|まで|より|的|い|お願いします)$`,
  phraseEnd: rx`(?:をお願い|でお願い|にして|でください)`,
  until: [
    rx`(?<mnum>${NUMBER})月(?:末)?(?:までに|より前|以前)`,
    rx`(?:(?<year>[0-9０-９]{4})年)?(?<mnum>${NUMBER})月(?:(?<day>${NUMBER})日)?(?:末|いっぱい|中)?まで(?:は)?`,
    rx`(?:(?<eom>今月末|月末|今月いっぱい)|(?<eoy>年末|今年いっぱい|今年中|今年末))まで(?:は)?`,
    rx`(?<iso>\d{4}-\d{2}-\d{2})まで(?:は)?`,
  ],
  months: [],
};
