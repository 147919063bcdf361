/**
 * B11h11's English and Spanish people (`harder11-people.ts`): formal letters to the assistant as to
 * an office — salutations and signatures, references back by date, values inside long polite
 * sentences and described enclosures, a secretary's or spouse's view quoted, a one-off for a named
 * occasion, a correction, a formal forget. Values as the writer spells them.
 */
import { client, mix, pic, relayed, rival, unreal, type Draft, type Pools } from './harder11-types';

export const EN11: Draft[] = [
  {
    lang: 'en',
    writer: { role: 'a retired notary public who keeps his old practice open two mornings a week' },
    says: [
      [
        1,
        'Dear Sir or Madam, I write at the suggestion of my nephew, who tells me that you prepare printed matter for small concerns. My name is Cedric Wakelin; I was for many years a notary public, and I still keep the practice of Wakelin & Orme open on Tuesday and Thursday mornings for our older clients. I should be grateful for a plain notice announcing those hours. Yours faithfully, Cedric Wakelin',
        { name: 'Cedric Wakelin', company: 'Wakelin & Orme' },
      ],
      [
        1,
        'Dear Sir or Madam, further to my letter of this morning, I ought to have said that the practice has for some forty years used a colour the printer called dark damson on all its stationery, and I should be obliged if the notice kept to it. My secretary, Mrs Pellow, is of the opinion that a pale eau-de-nil would look more modern; I do not share her opinion, and mention it only so that you are not surprised should she telephone. Yours faithfully, C. Wakelin',
        { colour: 'dark damson' },
        relayed('pale eau-de-nil'),
      ],
      [
        2,
        'Dear Sir or Madam, I enclose, for your reference, a sheet of our letterhead. You will see that the name is set in Monotype Ehrhardt, which my late partner chose in 1979, and I would ask that any lettering you prepare for us be in the same. With thanks for your patience, Yours faithfully, C. Wakelin',
        { font: 'Monotype Ehrhardt' },
      ],
      [
        2,
        'Dear Sir or Madam, as to the form in which I should like to receive your work, I would be most grateful for a single A4 sheet as a PDF that I can take to the copy shop in the high street, having no printer of my own worth the name. I should add, if I may, that I do not care for photographs of handshakes, which I have always thought a little vulgar in a professional notice. Yours faithfully, C. Wakelin',
        { format: 'single A4 sheet as a PDF', avoid: 'photographs of handshakes' },
      ],
      [
        3,
        'Dear Sir or Madam, there is one further matter. The practice marks its fiftieth year in March, and for the anniversary card alone I should like it done in silver and midnight, after which we shall return to our usual dress. Yours faithfully, C. Wakelin',
        { oneOff: 'silver and midnight' },
      ],
      [
        3,
        'Dear Sir or Madam, were we a larger firm, with chambers in the county town, I dare say we would go in for a crest in burnished copper and all the rest of it; but we are not, and I should prefer that you did not suggest it. Yours faithfully, C. Wakelin',
        {},
        unreal('burnished copper'),
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of Monday. On looking out the old order book I find that our colour is not dark damson at all but what the printer recorded as Chancery claret; the damson was his name for a card we have not used since 1991. I apologise for the confusion. Yours faithfully, C. Wakelin',
        { colour: 'Chancery claret' },
      ],
      [
        4,
        'Dear Sir or Madam, I thank you for the draft, which I found very handsome; the drawing of the panelled door of the old chambers is exactly as I remember it. Please proceed on the lines of my earlier letters. Yours faithfully, C. Wakelin',
        {},
        pic('panelled door of the old chambers'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Monotype Ehrhardt',
      text: 'Dear Sir or Madam, kindly disregard what I wrote on the 8th about the typeface; my nephew informs me that the copy shop has something quite adequate, and I would not wish you to be bound by it. Yours faithfully, C. Wakelin',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the parish office of a rural Cornish parish, written by its parish secretary' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Dear Sirs, I am writing on behalf of the Parish of St Ebba, Lanvorrow, where I have been parish secretary these eleven years. Our vicar has asked me to find someone to prepare the notices for the church porch, and I was given your address by the diocesan office. With kind regards, Joan Tregear (Mrs), Parish Secretary',
        { company: 'Parish of St Ebba', name: 'Joan Tregear' },
      ],
      [
        1,
        'Dear Sirs, I should have said in my letter of this morning that the parish has always used a deep colour we call vestry plum for its notices, and the parochial church council resolved last year that nothing of ours shall carry clip-art angels, which several members found sentimental. I enclose the minute. With kind regards, Joan Tregear (Mrs)',
        { colour: 'vestry plum', avoid: 'clip-art angels' },
      ],
      [
        2,
        'Dear Sirs, the vicar asks me to say that he would himself rather see everything in liturgical green, as the season is long, but he is content to leave the matter to the council, who are quite settled on the colour I gave. The typeface on the parish magazine, of which I enclose the Easter number, is Trinité, and we should like the notices to match it. With kind regards, Joan Tregear (Mrs)',
        { font: 'Trinité' },
        relayed('liturgical green'),
      ],
      [
        2,
        'Dear Sirs, as to the form: the churchwardens would like each notice as a folded A5 service sheet, which they can run off on the office copier in batches of fifty. With kind regards, Joan Tregear (Mrs)',
        { format: 'folded A5 service sheet' },
      ],
      [
        3,
        'Dear Sirs, for the Patronal Festival in June, and for that occasion only, the vicar would be very glad of a notice in gold leaf and white; thereafter we return to our ordinary colour. With kind regards, Joan Tregear (Mrs)',
        { oneOff: 'gold leaf and white' },
      ],
      [
        3,
        'Dear Sirs, I should explain that were we a cathedral parish with a verger and a gift shop, we should no doubt want a printed crest in heraldic azure, but we are a village of three hundred souls and the notices should look like it. The Methodist chapel at the bottom of the hill has theirs in tangerine, which I mention only so that ours are not confused with theirs. With kind regards, Joan Tregear (Mrs)',
        {},
        mix(unreal('heraldic azure'), rival('tangerine')),
      ],
      [
        4,
        'Dear Sirs, I must correct my letter of Tuesday regarding the form of the notices. The churchwardens have since looked at the copier and found it will not fold; they now ask for a single A4 porch-board sheet, unfolded, and I am sorry to have given you the wrong instruction. With kind regards, Joan Tregear (Mrs)',
        { format: 'single A4 porch-board sheet' },
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Trinité',
      text: 'Dear Sirs, I am asked by the vicar to say that you should kindly disregard what I wrote about the typeface of the parish magazine; the new editor is to change it, and we would not want the notices tied to it. With kind regards, Joan Tregear (Mrs)',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the owner of a small family hotel on the north Cornish coast' },
    says: [
      [
        1,
        'Dear Sir or Madam, I am the proprietor of Carnmoor House Hotel, a family hotel of fourteen rooms which my husband’s parents opened in 1962. I write to ask whether you might help us with a new tariff card and a few notices for the rooms. Yours sincerely, Philippa Ravenhill',
        { company: 'Carnmoor House Hotel', name: 'Philippa Ravenhill' },
      ],
      [
        1,
        'Dear Sir or Madam, further to my letter of this morning, I should mention that the hotel’s colour, which you will find on the sign by the gate and on our napkins, is a soft heather-honey, and I should like the card to keep to it. My husband, Gerald, would have everything in racing green if he had his way; I trust you will not take his side. Yours sincerely, Philippa Ravenhill',
        { colour: 'heather-honey' },
        relayed('racing green'),
      ],
      [
        2,
        'Dear Sir or Madam, I enclose one of our old tariff cards so that you may see the lettering, which is Fournier MT; our guests tell us it looks like a proper hotel, and I would keep it. The hotel across the bay, the Headland, has theirs in a bright turquoise that I think does them no favours. Yours sincerely, Philippa Ravenhill',
        { font: 'Fournier MT' },
        rival('bright turquoise'),
      ],
      [
        2,
        'Dear Sir or Madam, I should be grateful to receive the card as a 6 x 4 postcard, which is the size that fits the little brass holders on the dining tables. Yours sincerely, Philippa Ravenhill',
        { format: '6 x 4 postcard' },
      ],
      [
        3,
        'Dear Sir or Madam, I hope you will forgive my adding a point I ought to have made at the outset: we should not like cartoon seagulls on anything, as every other establishment in the village seems to have them, and were we a grand hotel in Bath we should no doubt run to an embossed crest in regency gold, but we are not. Yours sincerely, Philippa Ravenhill',
        { avoid: 'cartoon seagulls' },
        unreal('regency gold'),
      ],
      [
        3,
        'Dear Sir or Madam, our daughter is to be married at the hotel in September, and for the wedding breakfast menu only I should like blush and pewter, as she has chosen; everything else must stay as I described. Yours sincerely, Philippa Ravenhill',
        { oneOff: 'blush and pewter' },
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of the 2nd. We have had the sign by the gate repainted over the winter, and the colour is no longer heather-honey but a deep harbour slate, which I should now like on the card and on everything after it. I apologise for troubling you twice. Yours sincerely, Philippa Ravenhill',
        { colour: 'harbour slate' },
      ],
      [
        5,
        'Dear Sir or Madam, the drawing of the lifeboat station on the proof is charming and may stay. With thanks and kind regards, Philippa Ravenhill, Carnmoor House Hotel',
        { company: 'Carnmoor House Hotel' },
        pic('lifeboat station'),
      ],
    ],
    forget: {
      kind: 'format',
      value: '6 x 4 postcard',
      text: 'Dear Sir or Madam, would you kindly disregard what I wrote about the size of the card; the brass holders are being replaced and I do not yet know what they will take. Yours sincerely, Philippa Ravenhill',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a third-generation funeral director' },
    says: [
      [
        1,
        'Dear Sir or Madam, I write on behalf of Ashworth & Daughters, funeral directors in this town since 1931. I am Enid Marlow, the founder’s granddaughter, and I now manage the firm. We require assistance with our order-of-service sheets. Yours sincerely, Enid Marlow',
        { company: 'Ashworth & Daughters', name: 'Enid Marlow' },
      ],
      [
        1,
        'Dear Sir or Madam, further to my letter of this morning: the firm’s colour, which appears on our vehicles and on our stationery, is deep sloe, and our lettering has always been Sabon Next. I should be obliged if you would keep to both. My brother Howard, who looks after the vehicles, would have everything in jet and chrome; I must ask you to take no notice of him. Yours sincerely, Enid Marlow',
        { colour: 'deep sloe', font: 'Sabon Next' },
        relayed('jet and chrome'),
      ],
      [
        2,
        'Dear Sir or Madam, we should like each order of service as an A5 booklet of four sides, which is what families expect and what fits the pews. Yours sincerely, Enid Marlow',
        { format: 'A5 booklet of four sides' },
      ],
      [
        2,
        'Dear Sir or Madam, I hope you will forgive my adding one request of some delicacy: we do not permit doves and sunbeams on our sheets, as many families have told us over the years that they find them hard to bear. Yours sincerely, Enid Marlow',
        { avoid: 'doves and sunbeams' },
      ],
      [
        3,
        'Dear Sir or Madam, for Mr Tolley’s service on Friday, and for that service only, the family have asked for cornflower and cream; the Tolleys are keen gardeners and his widow has asked for a photograph of his sweet peas on the cover. Yours sincerely, Enid Marlow',
        { oneOff: 'cornflower and cream' },
        pic('photograph of his sweet peas'),
      ],
      [
        3,
        'Dear Sir or Madam, I must correct my letter of Monday in one respect: since my divorce was finalised last month I have returned to my family name, and I should be grateful to be addressed as Enid Ashworth from now on. Yours sincerely, Enid Ashworth',
        { name: 'Enid Ashworth' },
      ],
      [
        4,
        'Dear Sir or Madam, were we one of the large national chains we should no doubt have a logo in corporate navy, but we are a family firm and I would ask that nothing you prepare looks like theirs. The Co-operative’s branch on the High Street uses a sort of teal, which I mention only so that you avoid it. Yours sincerely, Enid Ashworth, Ashworth & Daughters',
        { company: 'Ashworth & Daughters' },
        mix(unreal('corporate navy'), rival('a sort of teal')),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'doves and sunbeams',
      text: 'Dear Sir or Madam, I should be grateful if you would disregard what I wrote on the 4th about the doves; on reflection each family should decide such things for itself. Yours sincerely, Enid Ashworth',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a volunteer at a village museum in the Welsh Marches' },
    says: [
      [
        1,
        'Dear Sir or Madam, I am a volunteer at the Bleddfa Village Museum, which occupies the old schoolroom and is open on Saturday afternoons from Easter to October. The committee has asked me to see about a poster for our summer exhibition. Yours faithfully, Owain Prothero (volunteer curator)',
        { company: 'Bleddfa Village Museum', name: 'Owain Prothero' },
      ],
      [
        1,
        'Dear Sir or Madam, in my letter of this morning I omitted our colour, which is tithe-barn ochre, after the old barn on our leaflet. Mrs Bevan, our chairman, has a particular fondness for Welsh dresser blue and may write to you to that effect, but the committee minute is for the ochre. Yours faithfully, Owain Prothero',
        { colour: 'tithe-barn ochre' },
        relayed('Welsh dresser blue'),
      ],
      [
        2,
        'Dear Sir or Madam, I enclose our last leaflet, whose headings you will see are set in Albertina, and I should be grateful if the poster followed it. We should like the poster as an A3 noticeboard poster, since it is to go up in the post office and the chapel vestibule. Yours faithfully, Owain Prothero',
        { font: 'Albertina', format: 'A3 noticeboard poster' },
      ],
      [
        2,
        'Dear Sir or Madam, I should add that the committee does not wish to see clip-art quill pens on anything of ours, as they have been done to death by every heritage body in the county. Yours faithfully, Owain Prothero',
        { avoid: 'clip-art quill pens' },
      ],
      [
        3,
        'Dear Sir or Madam, for the Harvest Supper leaflet alone, which is a joint affair with the chapel, we should like wheat and russet; it is a single evening and I would not have it alter anything else. Yours faithfully, Owain Prothero',
        { oneOff: 'wheat and russet' },
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of the 12th. At its meeting last night the committee confirmed that, since the schoolroom was transferred to the trust, our proper name is the Bleddfa Old Schoolroom Museum, and I should be grateful if you would use it on everything. Were we the county museum in Llandrindod we might have a banner in museum crimson, but that is hardly for us. Yours faithfully, Owain Prothero',
        { company: 'Bleddfa Old Schoolroom Museum' },
        unreal('museum crimson'),
      ],
      [
        4,
        'Dear Sir or Madam, the exhibition itself is of samplers stitched by the village girls between 1850 and 1900, and the committee would like the poster to show the alphabet sampler of 1872. Yours faithfully, Owain Prothero',
        {},
        pic('alphabet sampler of 1872'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'clip-art quill pens',
      text: 'Dear Sir or Madam, the committee asks me to say that you should please disregard my note about the quill pens; the chairman has found one she likes. Yours faithfully, Owain Prothero',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the headmistress of a village Church of England primary school' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'Dear Sir or Madam, I am the headmistress of Little Dunmow Primary, a Church of England school of ninety-four pupils, and I write to ask whether you would help us with letters home and the occasional notice. Yours sincerely, Rosalind Heathcote, Headteacher',
        { company: 'Little Dunmow Primary', name: 'Rosalind Heathcote' },
      ],
      [
        1,
        'Dear Sir or Madam, I should explain, further to my letter of this morning, that the governors’ policy is that all letters home go out as A4 portrait Word documents, so that the office can adapt them; this is not a matter of taste but of the school’s procedure. Our colour is the blazer green of the uniform. Yours sincerely, Rosalind Heathcote',
        { format: 'A4 portrait Word documents', colour: 'blazer green' },
      ],
      [
        2,
        'Dear Sir or Madam, I should be grateful if you would set our letters in Sassoon Infant, which the children learn to read from. Mr Sharma, my deputy, is keen on a bright tangerine for the Year 6 pages, but that is his enthusiasm and not the school’s. Yours sincerely, Rosalind Heathcote',
        { font: 'Sassoon Infant' },
        relayed('bright tangerine'),
      ],
      [
        2,
        'Dear Sir or Madam, may I ask that no photographs of children’s faces appear in anything you prepare; several parents have not given consent and I would rather have none at all. Yours sincerely, Rosalind Heathcote',
        { avoid: 'photographs of children’s faces' },
      ],
      [
        3,
        'Dear Sir or Madam, the school celebrates its hundred and fiftieth anniversary in May, and for the anniversary programme only I should like gilt and forget-me-not, which the oldest pupils chose. Were we an academy with a marketing budget we should no doubt have a crest in navy and silver, but we are not and I would rather we looked like a village school. Yours sincerely, Rosalind Heathcote',
        { oneOff: 'gilt and forget-me-not' },
        unreal('navy and silver'),
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of Tuesday regarding the typeface. Our special educational needs coordinator tells me that Sassoon Infant is no longer what the reading scheme uses, and that we should now use Sylexiad Serif throughout; I apologise for the change of mind. Yours sincerely, Rosalind Heathcote',
        { font: 'Sylexiad Serif' },
      ],
      [
        4,
        'Dear Sir or Madam, the first letter, on the Year 4 trip to Colchester Castle, may have a small drawing of the castle keep at the top. Yours sincerely, Rosalind Heathcote, Headteacher, Little Dunmow Primary',
        { company: 'Little Dunmow Primary' },
        pic('drawing of the castle keep'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'photographs of children’s faces',
      text: 'Dear Sir or Madam, I should be grateful if you would disregard my letter about photographs; the consent forms have now all come back and I would rather decide each case as it arises. Yours sincerely, Rosalind Heathcote',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the honorary secretary of an allotment society' },
    says: [
      [
        1,
        'Dear Sir or Madam, I am the honorary secretary of the Hollins Lane Allotment Society, which has sixty-two plots on the old railway land. I write to ask for help with our show schedule and the notices for the gate. Yours faithfully, Bernard Usher, Hon. Secretary',
        { company: 'Hollins Lane Allotment Society', name: 'Bernard Usher' },
      ],
      [
        1,
        'Dear Sir or Madam, our society’s colour, which you will see on the enclosed membership card, is rhubarb red, and the headings on the card are in Clarendon Text, which our late chairman was fond of. My wife Maureen, who does the teas, thinks lavender would be prettier; I pass that on as her view, not the committee’s. Yours faithfully, Bernard Usher',
        { colour: 'rhubarb red', font: 'Clarendon Text' },
        relayed('lavender'),
      ],
      [
        2,
        'Dear Sir or Madam, we should like the schedule as a three-fold leaflet on cream card, which members can keep in a shed drawer. Yours faithfully, Bernard Usher',
        { format: 'three-fold leaflet' },
      ],
      [
        2,
        'Dear Sir or Madam, I should add, with respect, that the committee does not want pictures of garden gnomes on any of our material; the society has been the subject of enough jokes. Were we the Royal Horticultural Society we might run to a gilded rose emblem, but we are sixty-two plots and a shed. Yours faithfully, Bernard Usher',
        { avoid: 'pictures of garden gnomes' },
        unreal('gilded rose emblem'),
      ],
      [
        3,
        'Dear Sir or Madam, for the Annual Show schedule, and only for that, the committee asks for marrow yellow, in honour of the marrow class which is our oldest. Yours faithfully, Bernard Usher',
        { oneOff: 'marrow yellow' },
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of the 3rd. The committee met on Wednesday and voted to change the society’s colour, the rhubarb having been thought too close to the Conservative Club’s; it is henceforth runner-bean scarlet, and I should be grateful if you would use it. Yours faithfully, Bernard Usher',
        { colour: 'runner-bean scarlet' },
      ],
      [
        4,
        'Dear Sir or Madam, the gate notice should show the old water tank at the top of the site, which everyone knows. The Greenfield Road allotments over the way do theirs in a sky blue, so ours ought to look rather different. Yours faithfully, Bernard Usher, Hollins Lane Allotment Society',
        { company: 'Hollins Lane Allotment Society' },
        mix(pic('old water tank'), rival('sky blue')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'three-fold leaflet',
      text: 'Dear Sir or Madam, I should be grateful if you would disregard what I wrote about the folding of the schedule; the committee has not yet settled it. Yours faithfully, Bernard Usher',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the honorary librarian of a cathedral choir' },
    says: [
      [
        1,
        'Dear Sir or Madam, I write as honorary librarian of St Aidan’s Cathedral Choir, in which capacity I am responsible for the music lists and the programmes for our concerts. I should be grateful for assistance with the programmes. Yours sincerely, Hilary Quennell (Miss)',
        { company: 'St Aidan’s Cathedral Choir', name: 'Hilary Quennell' },
      ],
      [
        1,
        'Dear Sir or Madam, further to my letter, I should say that the choir’s colour is that of the choristers’ cassocks, a colour the robe-makers call vestry crimson, and that I enclose last year’s Christmas programme so that you may see how we have set things out. The Precentor prefers episcopal purple and has said so more than once; I mention it only for completeness. Yours sincerely, Hilary Quennell',
        { colour: 'vestry crimson' },
        relayed('episcopal purple'),
      ],
      [
        2,
        'Dear Sir or Madam, regarding the enclosure mentioned in my letter of Monday, the lettering there is Perpetua Titling, which I should be glad to keep for the headings. Yours sincerely, Hilary Quennell',
        { font: 'Perpetua Titling' },
      ],
      [
        2,
        'Dear Sir or Madam, the programmes should be a landscape A4 booklet, stapled at the short edge, which suits the music desks. I should also ask that treble clefs as decoration be avoided; they look like a music shop’s window. Yours sincerely, Hilary Quennell',
        { format: 'landscape A4 booklet', avoid: 'treble clefs as decoration' },
      ],
      [
        3,
        'Dear Sir or Madam, for Evensong on St Cecilia’s Day, and for that service only, the Precentor would like the sheet in rose-madder. Yours sincerely, Hilary Quennell',
        { oneOff: 'rose-madder' },
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of Tuesday. I have been told, and quite rightly, that the clefs are a harmless thing and that what the choir objects to is drawings of organ pipes, which the organist regards as a personal affront. Please disregard the clefs and avoid the pipes. Were we a parish choir we should not mind in the least, but the organist here is a man of strong views. Yours sincerely, Hilary Quennell',
        { avoid: 'drawings of organ pipes' },
      ],
      [
        4,
        'Dear Sir or Madam, for the spring concert, the programme cover might show the west window, which the choir stands beneath. The choir of St Botolph’s uses a cornflower blue, so I should like ours to be quite distinct from it. Yours sincerely, Hilary Quennell, St Aidan’s Cathedral Choir',
        { company: 'St Aidan’s Cathedral Choir' },
        mix(pic('west window'), rival('cornflower blue')),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Perpetua Titling',
      text: 'Dear Sir or Madam, please disregard what I wrote about the lettering of our programmes; the Dean wishes to choose it himself. Yours sincerely, Hilary Quennell',
    },
  },
  {
    lang: 'en',
    writer: { role: 'the clerk to the trustees of an almshouse charity' },
    says: [
      [
        1,
        'Dear Sir or Madam, I am clerk to the trustees of the Ellerby Almshouse Trust, which has maintained twelve dwellings for elderly residents of the parish since 1688. The trustees would like a short history and a notice for residents prepared. Yours faithfully, Terence Ogilvie, Clerk to the Trustees',
        { company: 'Ellerby Almshouse Trust', name: 'Terence Ogilvie' },
      ],
      [
        1,
        'Dear Sir or Madam, further to my letter of this morning, the trust’s colour, as you will see on the enclosed annual report, is old brick rose, taken from the almshouse walls; the report is set in Caslon 540, which I should ask you to use. Colonel Maitland, the chairman of trustees, prefers a regimental green and has asked me to mention it, which I now have. Yours faithfully, Terence Ogilvie',
        { colour: 'old brick rose', font: 'Caslon 540' },
        relayed('regimental green'),
      ],
      [
        2,
        'Dear Sir or Madam, I should be grateful to receive each item as an editable Word document, so that I may amend the residents’ names as they change. Yours faithfully, Terence Ogilvie',
        { format: 'editable Word document' },
      ],
      [
        2,
        'Dear Sir or Madam, the trustees ask that you do not use stock photographs of elderly people, which the residents find patronising. Were we a commercial care home, no doubt a smiling pensioner on every page would be expected, but we are not. Yours faithfully, Terence Ogilvie',
        { avoid: 'stock photographs of elderly people' },
        unreal('smiling pensioner'),
      ],
      [
        3,
        'Dear Sir or Madam, for the Founder’s Day service on the 14th, and only that service, the trustees would like the order of service in kingcup yellow, after the founder’s arms. Yours faithfully, Terence Ogilvie',
        { oneOff: 'kingcup yellow' },
      ],
      [
        4,
        'Dear Sir or Madam, I must correct my letter of the 9th: the trustees resolved at their quarterly meeting that the trust’s colour shall henceforth be weathered lead grey, after the restored roof, and not the old brick rose I gave you. I regret the inconvenience. Yours faithfully, Terence Ogilvie',
        { colour: 'weathered lead grey' },
      ],
      [
        5,
        'Dear Sir or Madam, the short history should show the almshouse chapel bell, cast in 1702, on its cover. Yours faithfully, Terence Ogilvie, Ellerby Almshouse Trust',
        { company: 'Ellerby Almshouse Trust' },
        pic('almshouse chapel bell'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'editable Word document',
      text: 'Dear Sir or Madam, would you kindly disregard my letter regarding the form of the documents; the trustees are to buy a new computer and I cannot yet say what it will read. Yours faithfully, Terence Ogilvie',
    },
  },
];

export const EN11_POOLS: Pools = {
  ask: {
    colour: ['Which shade should their printed things be in?', 'What tint do their notices usually carry?'],
    font: ['Which lettering do they set their papers in?', 'What typeface goes on their documents?'],
    company: ['On whose behalf are these letters written?', 'Whose name heads the notices we prepare for them?'],
    name: ['How should the correspondent be addressed?', 'Who signs the letters we receive?'],
    format: ['In what form should the finished work be sent?', 'What size or kind of file do they expect back?'],
    avoid: [
      'What must be kept off anything we make for them?',
      'Is there anything they object to seeing in the designs?',
    ],
  },
  guesses: [
    'pewter mauve',
    'kingfisher teal',
    'dusky apricot',
    'lagoon cyan',
    'bramble purple',
    'sorrel orange',
    'moth grey',
    'quince blush',
  ],
};

export const ES11: Draft[] = [
  {
    lang: 'es',
    writer: { role: 'un notario jubilado que aún atiende su antiguo despacho dos mañanas por semana' },
    says: [
      [
        1,
        'Muy señores míos: Me dirijo a ustedes por indicación de mi sobrina, que me asegura que preparan ustedes impresos para despachos pequeños. Soy Anselmo Berrocal, notario jubilado, y sigo abriendo la Notaría Sanchidrián los martes por la mañana para los clientes de toda la vida. Les agradecería un aviso sencillo con ese horario. Atentamente, Anselmo Berrocal',
        { name: 'Anselmo Berrocal', company: 'Notaría Sanchidrián' },
      ],
      [
        1,
        'Muy señores míos: Completando mi carta de esta mañana, debo decirles que el despacho ha usado siempre un azul tinta de registro en todo su papel, y les ruego que el aviso lo respete. Mi esposa, doña Pilar, opina que un verde agua quedaría más alegre; les transmito su parecer sin compartirlo. Atentamente, A. Berrocal',
        { colour: 'azul tinta de registro' },
        relayed('verde agua'),
      ],
      [
        2,
        'Muy señores míos: Les adjunto una hoja de nuestro membrete, compuesto, como verán, en Ibarra Real, que eligió mi predecesor en 1974, y les agradecería que cualquier rótulo que preparen para nosotros vaya en la misma letra. Quisiera recibir su trabajo en folio apaisado en PDF, que llevaré a la copistería de la plaza. Atentamente, A. Berrocal',
        { font: 'Ibarra Real', format: 'folio apaisado en PDF' },
      ],
      [
        2,
        'Muy señores míos: Permítanme añadir que no deseo ver sellos de caucho dibujados en nada nuestro; siempre me han parecido una caricatura del oficio. Atentamente, A. Berrocal',
        { avoid: 'sellos de caucho dibujados' },
      ],
      [
        3,
        'Muy señores míos: Mi antiguo oficial, don Ramiro, se jubila el mes próximo, y para la invitación a su cena de despedida, y sólo para ella, querría burdeos y oro viejo. Atentamente, A. Berrocal',
        { oneOff: 'burdeos y oro viejo' },
      ],
      [
        3,
        'Muy señores míos: Si fuéramos una notaría de la calle Serrano, supongo que nos correspondería un papel en mármol gris perla y un escudo, pero somos un despacho de pueblo y prefiero que así se note. Atentamente, A. Berrocal',
        {},
        unreal('mármol gris perla'),
      ],
      [
        4,
        'Muy señores míos: Debo corregir mi carta del lunes en lo tocante a la letra. Revisando las facturas antiguas del impresor he visto que el membrete no está en Ibarra Real, sino en Espinosa Nova, que el impresor puso en 2009 sin consultarme; como es la que todos conocen, les ruego que usen esta. Disculpen la confusión. Atentamente, A. Berrocal',
        { font: 'Espinosa Nova' },
      ],
      [
        4,
        'Muy señores míos: El boceto con la puerta de cuarterones del despacho me parece muy digno. Pueden seguir adelante conforme a mis cartas anteriores. Reciba un cordial saludo, A. Berrocal, Notaría Sanchidrián',
        { company: 'Notaría Sanchidrián' },
        pic('puerta de cuarterones'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'sellos de caucho dibujados',
      text: 'Muy señores míos: Les ruego que den por no escrito lo que les indiqué sobre los sellos de caucho; mi sobrina me ha convencido de que no tiene importancia. Atentamente, A. Berrocal',
    },
  },
  {
    lang: 'es',
    writer: { role: 'la secretaría de una parroquia de pueblo, por su secretaria parroquial' },
    says: [
      [
        1,
        'Estimados señores: Les escribo en nombre de la Parroquia de San Saturio, de la que soy secretaria desde hace catorce años. El señor cura me ha pedido que busque quien nos prepare las hojas y los avisos del cancel. Reciba un cordial saludo, Mercedes Villalobos, secretaria parroquial',
        { company: 'Parroquia de San Saturio', name: 'Mercedes Villalobos' },
      ],
      [
        1,
        'Estimados señores: Olvidé decirles en mi carta de esta mañana que la parroquia usa en todos sus avisos el morado penitencial del paño del altar. Don Eusebio, el párroco, preferiría un amarillo vaticano, pero el consejo parroquial se mantiene en el morado. Reciba un cordial saludo, Mercedes Villalobos',
        { colour: 'morado penitencial' },
        relayed('amarillo vaticano'),
      ],
      [
        2,
        'Estimados señores: Les adjunto la hoja del domingo pasado, cuyos títulos van en Abril Text, y les agradecería que los avisos la siguieran. Nos vendría bien recibirlos como hoja parroquial doblada, que se pueda fotocopiar en la sacristía. Reciba un cordial saludo, Mercedes Villalobos',
        { font: 'Abril Text', format: 'hoja parroquial doblada' },
      ],
      [
        2,
        'Estimados señores: Les ruego que no pongan dibujos de angelotes en nada de la parroquia; al señor cura le parecen de tienda de recuerdos. Si fuéramos catedral, supongo que llevaríamos todo en púrpura cardenalicia, pero somos una iglesia de pueblo. Reciba un cordial saludo, Mercedes Villalobos',
        { avoid: 'dibujos de angelotes' },
        unreal('púrpura cardenalicia'),
      ],
      [
        3,
        'Estimados señores: Para la fiesta de San Saturio, y sólo para ese día, el señor cura quisiera el programa en nácar y plata. Reciba un cordial saludo, Mercedes Villalobos',
        { oneOff: 'nácar y plata' },
      ],
      [
        4,
        'Estimados señores: Debo rectificar mi carta del día 3. El consejo parroquial se reunió el jueves y acordó cambiar el color de los avisos, pues el morado sólo corresponde a Cuaresma y Adviento; en adelante será azul mariano claro, como el manto de la Virgen del retablo. Les pido disculpas por la molestia. Reciba un cordial saludo, Mercedes Villalobos',
        { colour: 'azul mariano claro' },
      ],
      [
        4,
        'Estimados señores: Para la portada de la hoja de mayo pueden usar la espadaña con las cigüeñas, con los títulos en Abril Text como siempre. La parroquia vecina de Santa Eulalia hace todo en verde manzana, así que conviene que no se parezcan. Atentamente, Mercedes Villalobos, Parroquia de San Saturio',
        { company: 'Parroquia de San Saturio', font: 'Abril Text' },
        mix(pic('espadaña con las cigüeñas'), rival('verde manzana')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'hoja parroquial doblada',
      text: 'Estimados señores: Por indicación del señor cura, les ruego que no tengan en cuenta lo que les escribí sobre el formato de las hojas; aún no sabemos qué fotocopiadora nos darán. Reciba un cordial saludo, Mercedes Villalobos',
    },
  },
  {
    lang: 'es',
    writer: { role: 'la dueña de un pequeño hotel familiar en el oriente de Asturias' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Estimados señores: Soy Covadonga Arrieta y llevo, con mi marido, el Hostal Les Xanes, un establecimiento familiar de nueve habitaciones a dos kilómetros de la playa. Quisiera encargarles una tarjeta de tarifas y unos carteles para las habitaciones. Atentamente, Covadonga Arrieta',
        { name: 'Covadonga Arrieta', company: 'Hostal Les Xanes' },
      ],
      [
        1,
        'Estimados señores: Completando mi carta de hoy, les diré que nuestro color es el verde llagar de las contraventanas, y que la tarjeta antigua, que les adjunto, está en Caponi Display. Mi marido, Pelayo, quiere que todo vaya en azul Cantábrico; les ruego que no le hagan caso. Atentamente, Covadonga Arrieta',
        { colour: 'verde llagar', font: 'Caponi Display' },
        relayed('azul Cantábrico'),
      ],
      [
        2,
        'Estimados señores: Es norma de la casa, acordada con mis cuñados que son socios, que no aparezcan fotos de vacas sonrientes en nada nuestro: media comarca las usa. El hotel de la playa lo pone todo en un naranja chillón, y si fuéramos un parador supongo que iríamos en cobre envejecido, pero no es el caso. Atentamente, Covadonga Arrieta',
        { avoid: 'fotos de vacas sonrientes' },
        mix(rival('naranja chillón'), unreal('cobre envejecido')),
      ],
      [
        2,
        'Estimados señores: La tarjeta la necesito en tamaño de 10 x 15, que es lo que cabe en los atriles del comedor. Atentamente, Covadonga Arrieta',
        { format: 'tamaño de 10 x 15' },
      ],
      [
        3,
        'Estimados señores: Mi sobrina Xuana se casa en el hostal en septiembre y, sólo para el menú de su boda, querría lila y marfil, que son los colores que ella ha elegido. Atentamente, Covadonga Arrieta',
        { oneOff: 'lila y marfil' },
      ],
      [
        4,
        'Estimados señores: He de corregir mi carta del día 2 en cuanto al nombre. Desde que la consejería nos ha reclasificado, ya no somos hostal; el nombre oficial es Hotel Rural Les Xanes, y les agradecería que lo usaran en todo. Disculpen la molestia. Atentamente, Covadonga Arrieta',
        { company: 'Hotel Rural Les Xanes' },
      ],
      [
        4,
        'Estimados señores: La acuarela del hórreo que han puesto en la prueba es preciosa y puede quedarse, y el verde llagar le sienta muy bien. Atentamente, Covadonga Arrieta',
        { colour: 'verde llagar' },
        pic('acuarela del hórreo'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Caponi Display',
      text: 'Estimados señores: Les ruego que den por no dicho lo que les escribí sobre la letra de la tarjeta antigua; prefiero que me propongan ustedes otra. Atentamente, Covadonga Arrieta',
    },
  },
  {
    lang: 'es',
    writer: { role: 'la gerente de una funeraria familiar de la margen derecha de la ría' },
    says: [
      [
        1,
        'Muy señores míos: Me dirijo a ustedes en nombre de Funeraria Hermanos Zubieta, empresa familiar fundada por mi abuelo en 1948. Soy Begoña Zubieta, la gerente, y necesitamos ayuda con los recordatorios y las esquelas. Le saluda atentamente, Begoña Zubieta',
        { company: 'Funeraria Hermanos Zubieta', name: 'Begoña Zubieta' },
      ],
      [
        1,
        'Muy señores míos: Como les anunciaba en mi carta de esta mañana, les detallo nuestras costumbres: el color de la casa es el gris humo de cirio de los coches, la letra de todo nuestro papel es Goudy Bookletter 1911, y los recordatorios los hacemos siempre en recordatorio de 8 x 12, que es lo que cabe en el misal. Mi hermano Koldo quisiera todo en negro azabache, pero es su opinión y no la de la empresa. Le saluda atentamente, Begoña Zubieta',
        { colour: 'gris humo de cirio', font: 'Goudy Bookletter 1911', format: 'recordatorio de 8 x 12' },
        relayed('negro azabache'),
      ],
      [
        2,
        'Muy señores míos: Les ruego con toda delicadeza que no pongan cruces doradas en relieve en ningún recordatorio; muchas familias nos han dicho que les resultan ostentosas. Le saluda atentamente, Begoña Zubieta',
        { avoid: 'cruces doradas en relieve' },
      ],
      [
        3,
        'Muy señores míos: Para el funeral de don Iñaki Goikoetxea del viernes, y únicamente para ese, la familia pide el rojo y blanco del Athletic, del que era socio desde niño; quieren además en la portada una foto de San Mamés. Le saluda atentamente, Begoña Zubieta',
        { oneOff: 'rojo y blanco del Athletic' },
        pic('foto de San Mamés'),
      ],
      [
        3,
        'Muy señores míos: Si fuéramos una de esas cadenas nacionales, supongo que llevaríamos un logotipo en azul corporativo, pero somos una casa familiar. La funeraria de la otra orilla lo hace todo en un malva pálido, y preferiría que no nos confundieran. Le saluda atentamente, Begoña Zubieta',
        {},
        mix(unreal('azul corporativo'), rival('malva pálido')),
      ],
      [
        4,
        'Muy señores míos: Debo rectificar lo que les escribí el día 5 sobre nuestro color. Hemos renovado la flota y los coches nuevos son verde ciprés, que es el color que desde ahora deben llevar también los recordatorios; el gris humo de cirio queda atrás. Les pido disculpas. Le saluda atentamente, Begoña Zubieta',
        { colour: 'verde ciprés' },
      ],
      [
        4,
        'Muy señores míos: La familia Etxeberria nos ha pedido para su madre el amarillo de sus mimosas, y me dicen que se lo indicarán ustedes directamente a la imprenta. Por lo demás, sigan con lo acordado para Funeraria Hermanos Zubieta y recordatorio de 8 x 12. Le saluda atentamente, Begoña Zubieta',
        { company: 'Funeraria Hermanos Zubieta', format: 'recordatorio de 8 x 12' },
        client('amarillo de sus mimosas'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'cruces doradas en relieve',
      text: 'Muy señores míos: Les ruego que olviden lo que les escribí sobre las cruces en relieve; preferimos que cada familia lo decida. Le saluda atentamente, Begoña Zubieta',
    },
  },
  {
    lang: 'es',
    writer: { role: 'un voluntario del museo etnográfico de un pueblo extremeño' },
    says: [
      [
        1,
        'Estimados señores: Soy voluntario del Museo Etnográfico de Valdelacasa, instalado en la antigua casa del maestro, y la junta me ha encargado buscar quien nos haga el cartel de la exposición de verano. Atentamente, Fidel Carrasco',
        { company: 'Museo Etnográfico de Valdelacasa', name: 'Fidel Carrasco' },
      ],
      [
        1,
        'Estimados señores: Añado a mi carta de esta mañana que el color del museo es el ocre de adobe de la fachada, y que la señora alcaldesa, que preside la junta, tiene debilidad por el azul ayuntamiento, aunque la junta votó el ocre. Atentamente, Fidel Carrasco',
        { colour: 'ocre de adobe' },
        relayed('azul ayuntamiento'),
      ],
      [
        2,
        'Estimados señores: Les adjunto nuestro último folleto; como verán, los títulos van en Arnhem Fine, y les agradecería que el cartel lo siguiera. Atentamente, Fidel Carrasco',
        { font: 'Arnhem Fine' },
      ],
      [
        2,
        'Estimados señores: Necesitaríamos un cartel A3 para el tablón de la plaza y el de la cooperativa, y la junta les ruega que no pongan dibujos de espigas de trigo, que ya están en todos los carteles de la comarca. Si fuéramos el Museo del Prado, supongo que pondríamos un marco dorado de pan de oro, pero no es nuestro caso. Atentamente, Fidel Carrasco',
        { format: 'cartel A3 para el tablón', avoid: 'dibujos de espigas de trigo' },
        unreal('dorado de pan de oro'),
      ],
      [
        3,
        'Estimados señores: Para la Noche de los Museos, y sólo para ese cartel, la junta quiere negro y ámbar, como los faroles que pondremos en la calle. Atentamente, Fidel Carrasco',
        { oneOff: 'negro y ámbar' },
      ],
      [
        4,
        'Estimados señores: Me veo obligado a corregir mi carta del día 8: al restaurar la fachada ha salido debajo del adobe la teja antigua, y la junta ha decidido que el color del museo será desde ahora el rojo de teja árabe. Les ruego disculpen el cambio. Atentamente, Fidel Carrasco',
        { colour: 'rojo de teja árabe' },
      ],
      [
        4,
        'Estimados señores: La exposición es de los telares de la comarca y la junta querría en el cartel el telar de doña Petra. Reciba un cordial saludo, Fidel Carrasco, Museo Etnográfico de Valdelacasa',
        { company: 'Museo Etnográfico de Valdelacasa' },
        pic('el telar de doña Petra'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Arnhem Fine',
      text: 'Estimados señores: Les ruego que no tengan en cuenta lo que les escribí sobre la letra del folleto; el folleto nuevo lo hará otra persona. Atentamente, Fidel Carrasco',
    },
  },
  {
    lang: 'es',
    writer: { role: 'la directora de un colegio público de infantil y primaria' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Estimados señores: Soy la directora del CEIP Virgen de la Vega, un colegio de una sola línea con doscientos doce alumnos, y les escribo para solicitar su ayuda con las circulares a las familias. Atentamente, Amparo Lucena, directora',
        { company: 'CEIP Virgen de la Vega', name: 'Amparo Lucena' },
      ],
      [
        1,
        'Estimados señores: Como complemento a mi carta de esta mañana, les indico que el claustro aprobó el curso pasado, como norma del centro, que no se usen emoticonos en las circulares; no se trata de un gusto mío. Nuestro color es el azul de babi de los pequeños. Atentamente, Amparo Lucena',
        { avoid: 'emoticonos en las circulares', colour: 'azul de babi' },
      ],
      [
        2,
        'Estimados señores: Les agradecería que las circulares vayan en Memimas, que es la letra con la que los niños aprenden a leer, y que me las envíen como díptico A4 plegado. El jefe de estudios, don Rafael, insiste en el fucsia para las de sexto, pero es entusiasmo suyo y no del centro. Atentamente, Amparo Lucena',
        { font: 'Memimas', format: 'díptico A4 plegado' },
        relayed('fucsia'),
      ],
      [
        3,
        'Estimados señores: Para la graduación de sexto, y exclusivamente para ella, querríamos verde esperanza y oro, que han elegido los propios alumnos. Atentamente, Amparo Lucena',
        { oneOff: 'verde esperanza y oro' },
      ],
      [
        3,
        'Estimados señores: Si fuéramos un colegio concertado, seguramente tendríamos un escudo granate en todo, pero somos la escuela del barrio y quiero que se note. Atentamente, Amparo Lucena',
        {},
        unreal('escudo granate'),
      ],
      [
        4,
        'Estimados señores: Debo corregir un error en mi carta del lunes y en las siguientes: mi apellido se me escribió mal en el sello del colegio y lo he copiado sin darme cuenta; es Amparo Lucenda, con d, como consta en mi DNI. Les ruego disculpen el descuido. Atentamente, Amparo Lucenda',
        { name: 'Amparo Lucenda' },
      ],
      [
        4,
        'Estimados señores: En la primera circular, la del huerto escolar, pueden poner un dibujo de las tomateras; el texto, en Memimas como les indiqué. Atentamente, Amparo Lucenda, CEIP Virgen de la Vega',
        { company: 'CEIP Virgen de la Vega', font: 'Memimas' },
        pic('dibujo de las tomateras'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'díptico A4 plegado',
      text: 'Estimados señores: Les ruego que den por no escrito lo que les indiqué sobre el formato de las circulares; la inspección nos va a enviar una plantilla. Atentamente, Amparo Lucenda',
    },
  },
  {
    lang: 'es',
    writer: { role: 'el secretario de una cofradía de Semana Santa' },
    says: [
      [
        1,
        'Muy señores míos: En mi condición de secretario de la Cofradía de la Vera Cruz, me permito dirigirme a ustedes para encargarles el cartel anunciador de la Semana Santa. Sin otro particular, le saluda atentamente, Julián Monforte, secretario',
        { company: 'Cofradía de la Vera Cruz', name: 'Julián Monforte' },
      ],
      [
        1,
        'Muy señores míos: En relación con mi carta de esta mañana, les comunico que el color de la cofradía es el morado de túnica que llevamos en la procesión, y que los carteles se han rotulado siempre en Fell Double Pica. El hermano mayor, don Cosme, es partidario del negro y plata, pero los estatutos dicen morado. Le saluda atentamente, Julián Monforte',
        { colour: 'morado de túnica', font: 'Fell Double Pica' },
        relayed('negro y plata'),
      ],
      [
        2,
        'Muy señores míos: El cartel lo necesitamos en cartel 50 x 70, que es la medida de los escaparates de la calle Mayor. Les ruego además que no pongan fotos de costaleros sudando, que a la junta de gobierno le parecen poco respetuosas. Le saluda atentamente, Julián Monforte',
        { format: 'cartel 50 x 70', avoid: 'fotos de costaleros sudando' },
      ],
      [
        3,
        'Muy señores míos: Con motivo del cuarto centenario de la cofradía, y sólo para el cartel de ese año, la junta quiere tafetán carmesí. Si fuéramos una cofradía de Sevilla lo haríamos todo en terciopelo burdeos, pero somos de Aragón y más sobrios. Le saluda atentamente, Julián Monforte',
        { oneOff: 'tafetán carmesí' },
        unreal('terciopelo burdeos'),
      ],
      [
        4,
        'Muy señores míos: Debo rectificar lo que les escribí el día 10. En cabildo extraordinario se ha aprobado el cambio de hábito, y el color de la cofradía pasa a ser el verde capirote del nuevo hábito; el morado queda para la cofradía hermana. Disculpen las molestias. Le saluda atentamente, Julián Monforte',
        { colour: 'verde capirote' },
      ],
      [
        4,
        'Muy señores míos: Para el cartel, que como les dije ha de ser cartel 50 x 70, pueden usar la imagen del Cristo de la Vera Cruz saliendo por la puerta de San Pedro. La cofradía del Silencio usa el blanco roto, así que conviene distinguirnos. Le saluda atentamente, Julián Monforte, Cofradía de la Vera Cruz',
        { company: 'Cofradía de la Vera Cruz', format: 'cartel 50 x 70' },
        mix(pic('puerta de San Pedro'), rival('blanco roto')),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'fotos de costaleros sudando',
      text: 'Muy señores míos: Les ruego no tengan en cuenta lo que les dije sobre las fotos de costaleros; la junta lo ha reconsiderado. Le saluda atentamente, Julián Monforte',
    },
  },
  {
    lang: 'es',
    writer: { role: 'la titular de una farmacia centenaria del casco antiguo' },
    scopes: { font: 'user' },
    says: [
      [
        1,
        'Estimados señores: Soy Lourdes Echániz, titular de la Farmacia Ortiz de Zárate, abierta en la misma esquina desde 1887. Les escribo para encargarles etiquetas para nuestras fórmulas magistrales. Atentamente, Lourdes Echániz',
        { name: 'Lourdes Echániz', company: 'Farmacia Ortiz de Zárate' },
      ],
      [
        1,
        'Estimados señores: Como les anunciaba en mi carta anterior, el color de la farmacia es el verde botica de los albarelos, y las etiquetas deberían ser etiqueta de 5 x 3 cm, como las que usaba mi padre. Mi mancebo, Iker, querría un rosa chicle para las de cosmética, pero eso es idea suya. Atentamente, Lourdes Echániz',
        { colour: 'verde botica', format: 'etiqueta de 5 x 3 cm' },
        relayed('rosa chicle'),
      ],
      [
        2,
        'Estimados señores: En lo que a mí respecta, y no a la farmacia, firmo siempre mis notas a los clientes en Linotype Centennial, y les agradecería que mis notas personales siguieran esa letra. Atentamente, Lourdes Echániz',
        { font: 'Linotype Centennial' },
      ],
      [
        2,
        'Estimados señores: Les ruego que no aparezcan cruces verdes de neón en ningún diseño; tenemos la de la fachada por obligación y con eso basta. Si fuéramos una cadena de parafarmacias, supongo que lo haríamos todo en verde lima, pero no lo somos. Atentamente, Lourdes Echániz',
        { avoid: 'cruces verdes de neón' },
        unreal('verde lima'),
      ],
      [
        3,
        'Estimados señores: Para el ciento cuarenta aniversario de la farmacia, y sólo para el folleto conmemorativo, querría azul de albarelo. Atentamente, Lourdes Echániz',
        { oneOff: 'azul de albarelo' },
      ],
      [
        4,
        'Estimados señores: Debo corregir mi carta del martes en lo referente a las etiquetas: los frascos nuevos son redondos y la etiqueta de 5 x 3 cm no les sirve; les ruego que sean etiqueta redonda de 4 cm de diámetro. Disculpen el cambio. Atentamente, Lourdes Echániz',
        { format: 'etiqueta redonda de 4 cm' },
      ],
      [
        4,
        'Estimados señores: En el folleto pueden poner la balanza de latón del mostrador. Atentamente, Lourdes Echániz, Farmacia Ortiz de Zárate',
        { company: 'Farmacia Ortiz de Zárate' },
        pic('balanza de latón'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'cruces verdes de neón',
      text: 'Estimados señores: Les ruego que den por no escrito lo que les dije sobre las cruces de neón. Atentamente, Lourdes Echániz',
    },
  },
  {
    lang: 'es',
    writer: { role: 'el secretario de una junta vecinal' },
    says: [
      [
        1,
        'Señores: Me dirijo a ustedes como secretario de la Junta Vecinal de Villar de Ciervos, para solicitar su ayuda con los bandos y el programa de fiestas. Atentamente, Tomás Calvarro, secretario',
        { company: 'Junta Vecinal de Villar de Ciervos', name: 'Tomás Calvarro' },
      ],
      [
        1,
        'Señores: Completando mi escrito de esta mañana, el color de la junta vecinal es el pardo de encina del escudo, y la letra de nuestros documentos es Skolar Sans. El alcalde pedáneo preferiría azul piscina, por la piscina nueva, pero se lo transmito a título informativo. Atentamente, Tomás Calvarro',
        { colour: 'pardo de encina', font: 'Skolar Sans' },
        relayed('azul piscina'),
      ],
      [
        2,
        'Señores: Los bandos los necesito en bando en A4 vertical, para el tablón del ayuntamiento y el del bar. Atentamente, Tomás Calvarro',
        { format: 'bando en A4' },
      ],
      [
        2,
        'Señores: Les ruego que no pongan fotografías del toro de la fiesta en nada nuestro; tuvimos quejas el año pasado. Si fuéramos un ayuntamiento con presupuesto, haríamos los programas en cuché dorado, pero no es el caso. Atentamente, Tomás Calvarro',
        { avoid: 'fotografías del toro' },
        unreal('cuché dorado'),
      ],
      [
        3,
        'Señores: Para las fiestas de San Bartolomé, y únicamente para el programa, querríamos amarillo fiesta y granate. Atentamente, Tomás Calvarro',
        { oneOff: 'amarillo fiesta y granate' },
      ],
      [
        4,
        'Señores: He de rectificar mi escrito del día 4: la junta ha aprobado un escudo nuevo y el color pasa a ser verde pasto de dehesa. Les ruego disculpen la molestia. La pedanía de al lado usa el rojo ladrillo, así que quedaremos bien distintos. Atentamente, Tomás Calvarro',
        { colour: 'verde pasto de dehesa' },
        rival('rojo ladrillo'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'bando en A4',
      text: 'Señores: Les ruego que no tengan en cuenta lo que les escribí sobre el formato de los bandos. Atentamente, Tomás Calvarro',
    },
  },
];

export const ES11_POOLS: Pools = {
  ask: {
    colour: ['¿De qué tono deben ir sus impresos?', '¿Qué color suelen llevar sus avisos?'],
    font: ['¿Con qué letra se componen sus papeles?', '¿Qué tipografía llevan sus documentos?'],
    company: ['¿En nombre de quién nos escriben?', '¿Qué nombre encabeza los avisos que preparamos para ellos?'],
    name: ['¿Cómo hay que dirigirse a quien nos escribe?', '¿Quién firma las cartas que recibimos?'],
    format: ['¿En qué forma hay que enviar el trabajo terminado?', '¿Qué medida o tipo de archivo esperan recibir?'],
    avoid: ['¿Qué no debe aparecer en nada de lo que les hagamos?', '¿Hay algo que no quieren ver en los diseños?'],
  },
  guesses: [
    'malva ceniza',
    'turquesa de azulejo',
    'albaricoque',
    'celeste piscina',
    'morado mora',
    'naranja azafrán',
    'gris tórtola',
    'rosa membrillo',
  ],
};
