/** B11h16's Chinese and Japanese chats: facts said in passing inside work requests, by contrast (see `harder16-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder16-types';

export const ZH16: Draft[] = [
  {
    lang: 'zh',
    writer: {
      role: 'runs a small teahouse in Chengdu',
      manner: "easy-going Sichuan warmth; her colour comes against the milk-tea shop next door's",
      jobs: ['秋季新品的传单', '价目表', '中秋那张海报'],
    },
    says: [
      [
        1,
        '你好呀，帮我做一张秋季新品的传单，抬头写慢半拍茶馆，颜色还是我们的竹叶青色，别用荧光粉啊，那是隔壁奶茶店的。',
        { company: '慢半拍茶馆', colour: '竹叶青色' },
        rival('荧光粉'),
      ],
      [1, '落款写何晓岚，不要写“全体员工”，我们一共就四个人。', { name: '何晓岚' }],
      [2, '标题字体用方正粗雅宋。', { font: '方正粗雅宋' }],
      [
        2,
        '尺寸照旧A5单页，另外别用磨皮过头的照片，照片要看着像真的茶。',
        { format: 'A5单页', avoid: '磨皮过头的照片' },
      ],
      [3, '好嘞，辛苦啦～'],
      [4, '再帮我弄一下价目表。竹叶青色我们不用了，装修以后全换成藕粉色。', { colour: '藕粉色' }],
      [5, '中秋那张海报就用一次蛋黄酥金，过了节就撤。', { oneOff: '蛋黄酥金' }],
    ],
    forget: { kind: 'font', value: '方正粗雅宋', text: '方正粗雅宋那条你就忘了吧，不用记。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'freelance illustrator in Hangzhou who draws packaging for small brands',
      manner: "relaxed, precise; keeps his own colour apart from the client's",
      jobs: ['提案邮件', '作品集封面', '春节那套'],
    },
    says: [
      [
        1,
        '嗨，我是山雨画室的陆一鸣，帮我写一封给茶叶店的提案邮件？署名就写陆一鸣，别写“山雨团队”。',
        { company: '山雨画室', name: '陆一鸣' },
      ],
      [
        1,
        '我自己的部分一律用远山黛，包装主色是客户定的香槟金，那是他们的，不是我的。',
        { colour: '远山黛' },
        client('香槟金'),
      ],
      [
        2,
        '字体用方正兰亭纤黑，我所有作品集都是这个；还有别画Q版熊猫，杭州又不是成都。',
        { font: '方正兰亭纤黑', avoid: 'Q版熊猫' },
      ],
      [2, '配图给我出正方形1:1的。', { format: '正方形1:1' }],
      [3, '收到，谢谢！'],
      [4, '作品集封面也更新一下：方正兰亭纤黑我不用了，现在改成OPPO Sans，小字更清楚。', { font: 'OPPO Sans' }],
      [5, '春节那套就用一次大红，年后换回来。', { oneOff: '大红' }],
    ],
    forget: { kind: 'format', value: '正方形1:1', text: '正方形1:1那个你忘掉吧。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'runs a small guesthouse in Xiamen with a business partner',
      manner: "polite «您»; the guesthouse's colour against her partner's taste",
      jobs: ['海报', '门牌', '小黑板'],
    },
    says: [
      [1, '您好，帮我做一张民宿的竖版60x90海报，名字写听海民宿。', { format: '竖版60x90海报', company: '听海民宿' }],
      [
        1,
        '主色用鼓浪屿蓝。我合伙人阿杰老想全弄成咖啡色，那是他的口味，不是民宿的。',
        { colour: '鼓浪屿蓝' },
        partner('咖啡色'),
      ],
      [2, '联系人写林海燕，字体用霞鹜漫黑。', { name: '林海燕', font: '霞鹜漫黑' }],
      [2, '还有，别放美颜过度的人像，客人来了会失望的。', { avoid: '美颜过度的人像' }],
      [3, '可以可以'],
      [4, '帮我重做一下门牌。我们已经不叫听海民宿了，改名叫鹭岛小院。', { company: '鹭岛小院' }],
      [5, '圣诞节那周门口的小黑板用一次圣诞绿，就这一次。', { oneOff: '圣诞绿' }],
    ],
    forget: { kind: 'avoid', value: '美颜过度的人像', text: '美颜过度的人像那条可以忘了。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'independent food photographer in Guangzhou',
      manner: "Cantonese-flavoured brevity; her colour against the restaurant client's",
      jobs: ['报价说明', '茶楼', '老字号那个系列'],
    },
    says: [
      [
        1,
        '你好，我是食光工作室的梁嘉蔚，想请你帮我写一段给餐厅的报价说明。',
        { company: '食光工作室', name: '梁嘉蔚' },
      ],
      [
        1,
        '说明页底色用荔枝红，那是我们的；墨绿是餐厅自己的，留给他们菜单用，别混进来。',
        { colour: '荔枝红' },
        client('墨绿'),
      ],
      [2, '样片都按16:9横图，也别给我推荐俯拍摆盘的方案。', { format: '16:9横图', avoid: '俯拍摆盘' }],
      [2, '标题字体：方正屏显雅宋_GBK。', { font: '方正屏显雅宋_GBK' }],
      [3, '完美👌'],
      [4, '新客户是茶楼。俯拍摆盘现在我无所谓了，反而是塑料餐具一定不能出现。', { avoid: '塑料餐具' }],
      [5, '老字号那个系列，只这一次全做黑白胶片风。', { oneOff: '黑白胶片风' }],
    ],
    forget: { kind: 'font', value: '方正屏显雅宋_GBK', text: '方正屏显雅宋_GBK那条忘了吧。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'partner in a small design studio in a Beijing hutong',
      manner: "Beijing directness; the studio's rule is for everyone, his partner's palette is hers",
      jobs: ['招聘海报', '工作室介绍', '国庆那张'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [1, '给灰砖设计做一张招聘海报吧，署名赵子墨，不用写“我们团队”。', { company: '灰砖设计', name: '赵子墨' }],
      [
        1,
        '主色宫墙红。小周是我搭档，她自己的项目爱用马卡龙色，可这是工作室的活儿，不跟她的。',
        { colour: '宫墙红' },
        partner('马卡龙色'),
      ],
      [2, '尺寸是易拉宝80×180。', { format: '易拉宝80×180' }],
      [
        2,
        '字体站酷快乐体2016修订版。还有条工作室规矩，谁做都一样：不许用剪贴画。',
        { font: '站酷快乐体2016修订版', avoid: '剪贴画' },
      ],
      [3, '行，就这么定了'],
      [4, '再做个工作室介绍。宫墙红我们已经不用了，现在换成琉璃黄。', { colour: '琉璃黄' }],
      [5, '国庆那张就破例用国庆红，别的还是老样子。', { oneOff: '国庆红' }],
    ],
    forget: { kind: 'format', value: '易拉宝80×180', text: '易拉宝80×180这条你忘掉就行。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'Suzhou embroiderer with a small online shop',
      manner: 'gentle and courteous; what her shop is comes against what a tourist-spot shop would be',
      jobs: ['网店首页', '新一季的详情页', '七夕那款'],
    },
    says: [
      [
        1,
        '您好，想请您帮我改一下网店首页。店名一针一线苏绣，署名沈秀兰。',
        { company: '一针一线苏绣', name: '沈秀兰' },
      ],
      [
        1,
        '颜色用素绢白。要是开在景区里，大概得弄得大红大金的，但我不是做那个的。',
        { colour: '素绢白' },
        unreal('大红大金'),
      ],
      [2, '详情页750宽，字体方正苏新诗柳楷。', { format: '详情页750宽', font: '方正苏新诗柳楷' }],
      [2, '别放机绣图案，哪怕是做参考也不要。', { avoid: '机绣图案' }],
      [3, '好的，谢谢您'],
      [4, '帮我做新一季的详情页。署名改成沈若兰吧，沈秀兰是身份证上的名字，作品上我用沈若兰。', { name: '沈若兰' }],
      [5, '七夕那款就用一回桃粉，只这一款。', { oneOff: '桃粉' }],
    ],
    forget: { kind: 'avoid', value: '机绣图案', text: '机绣图案那条您忘了吧。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'freelance graphic designer in Shanghai who lays out restaurant menus',
      manner: "Shanghainese understatement; his studio colour against the restaurant's own",
      jobs: ['菜单', '春季限定那页'],
    },
    says: [
      [
        1,
        '帮我排一份本帮菜馆的菜单吧。右下角放梧桐里工作室，我们的石青放落款那条线上；菜馆的酱红只用在他们的店标上。',
        { company: '梧桐里工作室', colour: '石青' },
        client('酱红'),
      ],
      [1, '落款：顾文轩。', { name: '顾文轩' }],
      [2, '菜单做成A4双折页，别搞大面积烫金，太土。', { format: 'A4双折页', avoid: '大面积烫金' }],
      [2, '正文字体用方正报宋。', { font: '方正报宋' }],
      [3, '稍等，我去问下老板'],
      [4, '菜馆说A4双折页翻起来麻烦，我这边以后的菜单都改做A3单张。', { format: 'A3单张' }],
      [5, '春季限定那页，只这一次用海棠粉。', { oneOff: '海棠粉' }],
    ],
    forget: { kind: 'font', value: '方正报宋', text: '方正报宋那条你忘了吧。' },
  },
  {
    lang: 'zh',
    writer: {
      role: "runs a noodle shop in Xi'an",
      manner: "Shaanxi bluntness; the shop's colour against his wife's favourite",
      jobs: ['新菜单', '门头', '元宵节那周'],
    },
    says: [
      [1, '你好，帮我做个新菜单，上面写老马面馆，落款马建军就行。', { company: '老马面馆', name: '马建军' }],
      [
        1,
        '颜色就是油泼红。我媳妇一直想弄成粉紫色，那是她喜欢的，跟面馆不搭。',
        { colour: '油泼红' },
        partner('粉紫色'),
      ],
      [2, '桌上放亚克力桌牌。', { format: '亚克力桌牌' }],
      [2, '字用方正综艺体，千万别画兵马俑卡通，外地游客店才那样弄。', { font: '方正综艺体', avoid: '兵马俑卡通' }],
      [3, '嘹咋咧！'],
      [4, '门头要换了，老马面馆这名字不用了，儿子说叫马家油泼面，更直白。', { company: '马家油泼面' }],
      [5, '元宵节那周，桌牌用一次灯笼红，过了就撤。', { oneOff: '灯笼红' }],
    ],
    forget: { kind: 'format', value: '亚克力桌牌', text: '亚克力桌牌你就别记了。' },
  },
  {
    lang: 'zh',
    writer: {
      role: 'personal trainer with his own small studio in Shenzhen',
      manner: 'fast, upbeat; his colour against the chain gym downstairs',
      jobs: ['招生海报', '价目表', '深圳马拉松那周'],
    },
    says: [
      [
        1,
        '帮我做一组招生海报，铁汗工作室，主色荧光橙，别用黑金，楼下那家连锁健身房就是黑金的。',
        { company: '铁汗工作室', colour: '荧光橙' },
        rival('黑金'),
      ],
      [1, '教练名写黄志豪。', { name: '黄志豪' }],
      [2, '发朋友圈用3x3九宫格，字体锐字真言体 Pro。', { format: '3x3九宫格', font: '锐字真言体 Pro' }],
      [2, '不要肌肉油光特写，看着油腻。', { avoid: '肌肉油光特写' }],
      [3, 'OK，没问题'],
      [4, '做一版新的价目表。荧光橙不用了，太刺眼，现在主色是藏青蓝。', { colour: '藏青蓝' }],
      [5, '深圳马拉松那周用一次马拉松绿，落款照旧黄志豪。', { oneOff: '马拉松绿', name: '黄志豪' }],
    ],
    forget: { kind: 'avoid', value: '肌肉油光特写', text: '肌肉油光特写那条忘掉吧。' },
  },
];

export const ZH16_POOLS: Pools = {
  ask: {
    colour: ['我们用什么颜色？', '我们的主色调是哪个？'],
    font: ['我们用哪款字体？', '我们的文字一般用什么字体排？'],
    company: ['我们这家店叫什么名字？', '我们对外用什么店名？'],
    name: ['落款写谁的名字？', '署名该写谁？'],
    format: ['我们一般做什么尺寸或格式？', '东西按什么格式出？'],
    avoid: ['我们的设计里不能出现什么？', '有什么是我们一直不用的？'],
  },
  guesses: [
    '青苹果绿',
    '咸蛋黄',
    '酱油色',
    '酸梅汤色',
    '冬瓜茶色',
    '抹茶拿铁色',
    '鸭蛋青',
    '可可棕',
    '海苔绿',
    '橘子汽水橙',
  ],
};

export const JA16: Draft[] = [
  {
    lang: 'ja',
    writer: {
      role: 'third-generation owner of a small wagashi shop in Kyoto',
      manner: "courteous Kyoto Japanese; the shop's colour set against a client ryōtei's",
      jobs: ['秋の新作のお知らせ', '冬のお品書き', 'お正月の掛け紙'],
    },
    says: [
      [
        1,
        'こんにちは。秋の新作のお知らせを作っていただけますか。店名は松風堂、色はいつもの鶸茶で。紫紺はお取引先の料亭さんの色なので、うちのには使わないでください。',
        { company: '松風堂', colour: '鶸茶' },
        client('紫紺'),
      ],
      [1, '差出人は松尾千景でお願いします。「スタッフ一同」ではなく。', { name: '松尾千景' }],
      [2, '文字は筑紫アンティークL明朝で組んでください。', { font: '筑紫アンティークL明朝' }],
      [
        2,
        '往復はがきで、フリー素材のイラストは入れないでくださいね。',
        { format: '往復はがき', avoid: 'フリー素材のイラスト' },
      ],
      [3, 'ありがとうございます、素敵です。'],
      [4, '次は冬のお品書きです。鶸茶はもうやめまして、改装してからは白鼠にしています。', { colour: '白鼠' }],
      [5, 'お正月の掛け紙だけ、紅白の水引でお願いします。今回限りです。', { oneOff: '紅白の水引' }],
    ],
    forget: { kind: 'font', value: '筑紫アンティークL明朝', text: '筑紫アンティークL明朝のことは忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'designer at a three-person design office in Fukuoka',
      manner: "polite office Japanese; the office rule is everyone's, a senior colleague's taste is his own",
      jobs: ['イベント告知', '年末セールのチラシ', '山笠の告知'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'お疲れさまです、図案室ひよりの古賀瑞穂です。商店街のイベント告知をお願いしたくて。',
        { company: '図案室ひより', name: '古賀瑞穂' },
      ],
      [
        1,
        '書体はA1ゴシックで、うちの案件は基本これです。先輩の中村さんは何でもネオンピンクにしたがりますけど、あれは中村さんの趣味なので今回は無しで。',
        { font: 'A1ゴシック' },
        partner('ネオンピンク'),
      ],
      [2, '仕上がりはB2判の縦ポスターです。', { format: 'B2判の縦ポスター' }],
      [
        2,
        '色は渋柿色で。あと事務所のルールとして、誰の案件でも手書き風フォントは使いません。',
        { colour: '渋柿色', avoid: '手書き風フォント' },
      ],
      [3, '了解です、助かります！'],
      [4, '次は年末セールのチラシです。A1ゴシックはやめて、最近はロダンNTLGで揃えています。', { font: 'ロダンNTLG' }],
      [5, '山笠の告知だけ祭りの朱色でお願いします。この一枚だけです。', { oneOff: '祭りの朱色' }],
    ],
    forget: { kind: 'format', value: 'B2判の縦ポスター', text: 'B2判の縦ポスターの件は忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'runs a small bakery in Sapporo',
      manner: 'bright and friendly; her colour set against the café across the street',
      jobs: ['ショップカード', '看板', '雪まつりの期間'],
    },
    says: [
      [
        1,
        'はじめまして！パン工房ひなたです。名刺サイズのショップカードを作りたいです。',
        { company: 'パン工房ひなた', format: '名刺サイズのショップカード' },
      ],
      [
        1,
        '色はきつね色でお願いします。ミントグリーンはやめてください、向かいのカフェがミントグリーンなので。',
        { colour: 'きつね色' },
        rival('ミントグリーン'),
      ],
      [2, '名前は佐々木陽菜、書体はクレー Oneで。', { name: '佐々木陽菜', font: 'クレー One' }],
      [2, 'ハートマークは入れないでください。甘すぎるので。', { avoid: 'ハートマーク' }],
      [3, 'かわいい〜！'],
      [
        4,
        '看板を新しくします。パン工房ひなたから、ひなたベーカリーに名前を変えました。',
        { company: 'ひなたベーカリー' },
      ],
      [5, '雪まつりの期間だけ、スノーホワイトでお願いします。', { oneOff: 'スノーホワイト' }],
    ],
    forget: { kind: 'avoid', value: 'ハートマーク', text: 'ハートマークの話は忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'leather craftsman with a small workshop in Kuramae, Tokyo',
      manner: "casual craftsman's Japanese; his colour against the select shop he wholesales to",
      jobs: ['新作の紹介文', 'カタログ', 'クリスマス'],
    },
    says: [
      [
        1,
        'どうも、革工房ツギハギの安藤大地です。新作の紹介文、お願いできますか。',
        { company: '革工房ツギハギ', name: '安藤大地' },
      ],
      [
        1,
        '色はヌメ革色で。卸先のセレクトショップはネイビーで揃えてますけど、あれは向こうの色なんで。',
        { colour: 'ヌメ革色' },
        client('ネイビー'),
      ],
      [
        2,
        'タグ 4×7cmで、ヴィンテージ加工の写真はなしでお願いします。',
        { format: 'タグ 4×7cm', avoid: 'ヴィンテージ加工の写真' },
      ],
      [2, 'フォントはリュウミン L-KLで。', { font: 'リュウミン L-KL' }],
      [3, 'いいっすね'],
      [
        4,
        '次はカタログです。ヴィンテージ加工の写真はもう気にしなくていいです。それより「一生モノ」ってコピーは絶対に使わないでください。',
        { avoid: '一生モノ' },
      ],
      [5, 'クリスマスだけ柊グリーンで。その一回きりです。', { oneOff: '柊グリーン' }],
    ],
    forget: { kind: 'font', value: 'リュウミン L-KL', text: 'リュウミン L-KLのことは忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'owns a diving shop in Okinawa',
      manner: "laid-back Okinawan; the shop's colour against his wife's favourite",
      jobs: ['体験ダイビングのパンフ', 'Tシャツ用のロゴ', '旧盆のお知らせ'],
    },
    says: [
      [
        1,
        'ハイサイ！潜り屋かふーの比嘉海斗です。体験ダイビングのパンフ、作ってもらえます？',
        { company: '潜り屋かふー', name: '比嘉海斗' },
      ],
      [
        1,
        '色は珊瑚ピンクで。嫁さんは夕焼けオレンジ推しなんだけど、それは嫁さんの好みってことで。',
        { colour: '珊瑚ピンク' },
        partner('夕焼けオレンジ'),
      ],
      [2, 'パンフはA4巻三つ折りで。', { format: 'A4巻三つ折り' }],
      [
        2,
        '文字は丸フォーク M、サメのイラストは無しね。お客さん怖がるから。',
        { font: '丸フォーク M', avoid: 'サメのイラスト' },
      ],
      [3, 'でーじ上等！'],
      [4, '次はTシャツ用のロゴ。珊瑚ピンクはもう使ってなくて、今は琉球藍にしてる。', { colour: '琉球藍' }],
      [5, '旧盆のお知らせだけ、桔梗紫でいくさ。', { oneOff: '桔梗紫' }],
    ],
    forget: { kind: 'format', value: 'A4巻三つ折り', text: 'A4巻三つ折りの話は忘れていいよ。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'calligrapher in Kanazawa who runs a small calligraphy school',
      manner: "measured and courteous; her school's colour against what a sushi shop would use",
      jobs: ['生徒募集のチラシ', '展覧会の案内状', '展覧会の題字'],
    },
    says: [
      [
        1,
        'こんにちは。書道教室の生徒募集のチラシをお願いします。教室名は墨と余白、講師は森田さくらです。',
        { company: '墨と余白', name: '森田さくら' },
      ],
      [
        1,
        '色は加賀紅で。もしこれがお寿司屋さんの仕事なら藍一色にするところですが、書の教室なので。',
        { colour: '加賀紅' },
        unreal('藍一色'),
      ],
      [2, '短冊の形で、本文は秀英横太明朝 Bでお願いします。', { format: '短冊', font: '秀英横太明朝 B' }],
      [2, '筆文字風フォントは使わないでください。本物の筆がありますので。', { avoid: '筆文字風フォント' }],
      [3, 'ありがとうございます。'],
      [4, '次は展覧会の案内状です。結婚しまして、森田さくらではなく上野さくらでお願いします。', { name: '上野さくら' }],
      [5, '展覧会の題字だけ金箔押しで。今回だけの贅沢です。', { oneOff: '金箔押し' }],
    ],
    forget: { kind: 'avoid', value: '筆文字風フォント', text: '筆文字風フォントのことは忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'runs a vintage clothing shop in Nakazakichō, Osaka',
      manner: "Osaka-ben, quick; his colour against the shopping street's",
      jobs: ['フリマの告知', 'セールの告知', '阪神優勝セール'],
    },
    says: [
      [
        1,
        '毎度！古着屋ニシカゼです。商店街のフリマの告知やねんけど、名前は岡本拓也で出しといて。',
        { company: '古着屋ニシカゼ', name: '岡本拓也' },
      ],
      [
        1,
        '色はうちのブリキ色な。エメラルドグリーンは主催の商店街の色やから、うちの分には使わんといて。',
        { colour: 'ブリキ色' },
        client('エメラルドグリーン'),
      ],
      [
        2,
        '1080px角で作って。英語の意味不明なコピーはいらんで、ほんまに。',
        { format: '1080px角', avoid: '英語の意味不明なコピー' },
      ],
      [2, 'フォントはゴシックMB101で頼むわ。', { font: 'ゴシックMB101' }],
      [3, 'ええやん！'],
      [4, '次のセールの告知。1080px角はやめて、これからはリール縦型でいくわ。', { format: 'リール縦型' }],
      [5, '阪神優勝セールの時だけ虎柄にしてな。一回きりや。', { oneOff: '虎柄' }],
    ],
    forget: { kind: 'font', value: 'ゴシックMB101', text: 'ゴシックMB101の話は忘れといて。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'does the labels for her family winery in Nagano',
      manner: "careful, polite; the winery's colour against her brother's taste",
      jobs: ['新しいラベル', '裏ラベル', '春の限定ロゼ'],
    },
    says: [
      [
        1,
        'はじめまして、宮坂遥と申します。家族で宮坂ぶどう園をやっていて、新しいラベルのご相談です。',
        { name: '宮坂遥', company: '宮坂ぶどう園' },
      ],
      [
        1,
        '色は巨峰色でお願いします。兄はなんでもシャンパンゴールドにしたがるんですが、それは兄の好みで、うちの方針ではないです。',
        { colour: '巨峰色' },
        partner('シャンパンゴールド'),
      ],
      [2, 'サイズは縦長ラベル 8×12cmです。', { format: '縦長ラベル 8×12cm' }],
      [
        2,
        '書体は貂明朝テキスト、ぶどうの房のイラストはなしでお願いします。どこのワインにも付いているので。',
        { font: '貂明朝テキスト', avoid: 'ぶどうの房のイラスト' },
      ],
      [3, 'わあ、いい感じです'],
      [
        4,
        '秋からは宮坂ぶどう園ではなく、ミヤサカワイナリーとして出します。裏ラベルもそれで。',
        { company: 'ミヤサカワイナリー' },
      ],
      [5, '春の限定ロゼだけ、春霞ピンクのラベルにしてください。', { oneOff: '春霞ピンク' }],
    ],
    forget: { kind: 'format', value: '縦長ラベル 8×12cm', text: '縦長ラベル 8×12cmのことは忘れてください。' },
  },
  {
    lang: 'ja',
    writer: {
      role: 'owns a ramen shop in Nagoya',
      manner: 'Nagoya-ben, gruff; his colour against the chain shop by the station',
      jobs: ['新メニュー', 'のれん', '周年祭'],
    },
    says: [
      [
        1,
        'どうも。麺処かとうの新メニュー、A3縦ポスターでお願いしたいんだわ。',
        { company: '麺処かとう', format: 'A3縦ポスター' },
      ],
      [
        1,
        '色は赤味噌色で。真っ赤は駅前のチェーンがそうだで、うちは真っ赤はやらん。',
        { colour: '赤味噌色' },
        rival('真っ赤'),
      ],
      [2, '店主名は加藤剛、字は寄席文字で頼むわ。', { name: '加藤剛', font: '寄席文字' }],
      [2, '湯気のCGは入れんといてちょ。嘘くさいで。', { avoid: '湯気のCG' }],
      [3, 'ええがね、ありがとう'],
      [4, '次はのれん。赤味噌色はやめたわ、改装してから勝色にしとる。', { colour: '勝色' }],
      [
        5,
        '周年祭の時だけシャチホコ金で。店名の麺処かとうはいつも通りでっかく入れてちょう。',
        { oneOff: 'シャチホコ金', company: '麺処かとう' },
      ],
    ],
    forget: { kind: 'avoid', value: '湯気のCG', text: '湯気のCGのことは忘れてちょう。' },
  },
];

export const JA16_POOLS: Pools = {
  ask: {
    colour: ['うちの色は何でしたっけ？', 'いつも使っている色はどれですか？'],
    font: ['うちの書体は何ですか？', '文字はどのフォントで組みますか？'],
    company: ['うちの屋号は何でしたっけ？', 'お店の名前を教えてください。'],
    name: ['差出人は誰の名前にしますか？', '署名は誰の名前でしたっけ？'],
    format: ['仕上がりの形はどうしますか？', 'いつもの判型は何でしたっけ？'],
    avoid: ['うちで使わないものは何ですか？', 'デザインで避けるべきものは？'],
  },
  guesses: ['鉛丹色', '黄檗色', '甚三紅', '柳煤竹', '海松色', '宍色', '錆鼠', '梅幸茶', '蘇芳香', '藍媚茶'],
};
