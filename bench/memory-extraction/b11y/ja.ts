import { agent, fact, forget, user, type Person } from './types';

export const ja: Person[] = [
  {
    id: 'y_ja_01',
    language: 'ja',
    story:
      '佐藤さんは京都で和菓子屋「月見堂」を営む。ブランドカラーは藍色 #264653。キラキラした装飾は嫌い。一度だけ、桜フェア用に桃色のポスターを頼む。',
    turns: [
      user('うちは京都の和菓子屋で、月見堂といいます', fact('月見堂', 'fact', 'workspace')),
      user('色はいつも藍色、#264653でお願いします', fact('#264653', 'preference', 'workspace')),
      user('キラキラした飾りは苦手なので使わないでください', fact('キラキラ', 'avoid', 'workspace')),
      user('桜フェアのポスターを作ってほしい'),
      user('今回のポスターだけは桃色でお願いします', fact('桃色', 'one_off', 'task')),
      agent('桜フェアのポスターは桃色にしました。ほかは #264653 のままです。'),
    ],
  },
  {
    id: 'y_ja_02',
    language: 'ja',
    story:
      '田中さんはフリーのエンジニア。コードはRustで書いてほしい。最初に締め切りは毎月15日と言い、あとで20日に訂正。赤い猫の絵は依頼。',
    turns: [
      user('サンプルコードは基本Rustで書いてもらえると助かる', fact('Rust', 'preference', 'user')),
      user('請求書の締め日は毎月15日です', fact('15日', 'fact', 'user')),
      user('あ、間違えました。締め日は20日です', fact('20日', 'correction', 'user', { replaces: '15日' })),
      user('赤い猫のイラストを描いて'),
      agent('赤い猫です。赤がお好きなんですね、覚えておきます。'),
      user('かわいい!もう少し丸くして'),
    ],
  },
  {
    id: 'y_ja_03',
    language: 'ja',
    story:
      '鈴木さんは人事部長。会社は「ひかり製作所」。3月末まで新卒採用キャンペーンで「未来をつくる」というコピーを使う。後で英語でそのコピーを忘れてと言う。',
    turns: [
      user(
        '私はひかり製作所で人事部長をしています',
        fact('ひかり製作所', 'fact', 'workspace'),
        fact('人事部長', 'fact', 'user'),
      ),
      user(
        '3月末までは採用向けの資料に「未来をつくる」というコピーを入れてください',
        fact('未来をつくる', 'time_bounded', 'workspace', { validUntil: '2027-03-31' }),
      ),
      agent('承知しました。3月末まで「未来をつくる」を入れます。'),
      forget('Please forget that recruiting tagline.', '未来をつくる'),
      user('説明会の案内文を書いてください'),
    ],
  },
  {
    id: 'y_ja_04',
    language: 'ja',
    story: '山本さんは小学校の先生。やさしい日本語で、ふりがな付きを好む。一度だけ、保護者向けなので敬語でと頼む。',
    turns: [
      user('小学校で三年生を担任しています', fact('三年生', 'fact', 'user')),
      user('プリントは漢字にふりがなを付けてもらえると嬉しいです', fact('ふりがな', 'preference', 'user')),
      user('このお知らせは保護者向けなので、今回は丁寧な敬語で書いて', fact('敬語', 'one_off', 'task')),
      user('ありがとう、とても読みやすい'),
      user('次は遠足のしおりをお願い'),
    ],
  },
  {
    id: 'y_ja_05',
    language: 'ja',
    story:
      '高橋さんはカフェ「こもれび」の店主。フォントは「しっぽり明朝」。4月15日まで春限定メニューの告知を全投稿に入れる。青いカップの画像は依頼。',
    turns: [
      user('カフェこもれびをやってます', fact('こもれび', 'fact', 'workspace')),
      user('見出しのフォントはしっぽり明朝が好きです', fact('しっぽり明朝', 'preference', 'workspace')),
      user(
        '4月15日までは、どの投稿にも春限定メニューの告知を入れてほしい',
        fact('春限定メニュー', 'time_bounded', 'workspace', { validUntil: '2027-04-15' }),
      ),
      user('青いカップの写真っぽい画像を作って'),
      user('いいね、でも背景を明るく'),
    ],
  },
  {
    id: 'y_ja_06',
    language: 'ja',
    story:
      '伊藤さんは翻訳者。住まいは札幌。来週金曜まで出張。住まいを忘れてとスペイン語で頼む。エージェントが札幌を繰り返す。',
    turns: [
      user('札幌に住んでいるので、時間は日本時間で', fact('札幌', 'fact', 'user')),
      agent('札幌にお住まいとのこと、日本時間で調整します。'),
      user(
        '来週の金曜日まで出張で、返信が遅くなります',
        fact('出張', 'time_bounded', 'user', { validUntil: '2027-03-19' }),
      ),
      forget('Olvida dónde vivo, por favor.', '札幌'),
      user('この文章を英訳して'),
    ],
  },
  {
    id: 'y_ja_07',
    language: 'ja',
    story: '中村さんは工務店「中村建築」の二代目。カラーは木の茶色 #8B5E3C と言ってから、実は緑 #3A5A40 だと訂正。',
    turns: [
      user('中村建築という工務店の二代目です', fact('中村建築', 'fact', 'workspace')),
      user('うちのイメージカラーは茶色の #8B5E3C です', fact('#8B5E3C', 'preference', 'workspace')),
      user(
        'すみません、訂正します。去年から #3A5A40 の緑に変えました',
        fact('#3A5A40', 'correction', 'workspace', { replaces: '#8B5E3C' }),
      ),
      user('家の外観パースを描いて'),
      agent('緑 #3A5A40 を使って外観を描きました。'),
    ],
  },
  {
    id: 'y_ja_08',
    language: 'ja',
    story: '小林さんは研究者。回答は結論から、箇条書きで。絵文字は使わないでほしい。',
    turns: [
      user('回答はまず結論から書いてください', fact('結論から', 'preference', 'user')),
      user('絵文字は使わないで', fact('絵文字', 'avoid', 'user')),
      user('t検定とウィルコクソン検定の違いは?'),
      user('それをグラフで見せて'),
      agent('結論:データが正規分布ならt検定です。'),
    ],
  },
  {
    id: 'y_ja_09',
    language: 'ja',
    story: '加藤さんはほぼ依頼ばかり。自分について言うのは一つ:左利き。エージェントが黄色好きと推測する。',
    turns: [
      user('黄色い鳥のアイコンを作って'),
      agent('黄色い鳥です。黄色がお好きなようですね。'),
      user('ちなみに私は左利きです', fact('左利き', 'fact', 'user')),
      user('アイコンをもう一つ、紫のキノコで'),
      user('SVGで書き出せる?'),
    ],
  },
  {
    id: 'y_ja_10',
    language: 'ja',
    story: '吉田さんは雑貨店「ことり舎」。客層は20代女性。今回のセールだけ赤を使う。客層をドイツ語で忘れてと言う。',
    turns: [
      user('雑貨屋ことり舎の店長です', fact('ことり舎', 'fact', 'workspace')),
      user('お客さんはほとんど20代の女性です', fact('20代', 'fact', 'workspace')),
      user('今回のセールのバナーに限って赤を使って', fact('赤', 'one_off', 'task')),
      forget('Bitte vergiss, wer unsere Kundschaft ist.', '20代'),
      user('セールのバナーを作って'),
    ],
  },
];
