/**
 * B10h18 — routing on an eighteenth held-out set: people who write in bursts of very short
 * messages (one to five words, emoji, "ok", "no wait", "the other one"), often in transliteration
 * or mixed script — Russian in Latin letters, Japanese in romaji mixed with kana, Chinese in pinyin
 * or mixed with English, German without umlauts, Spanish without accents, Hinglish — with typos,
 * returns after days away and a switch of language or script mid-conversation; each writer runs
 * five creative pieces at once and one one-off, written without reading the router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout18   BENCH_ROUTER_HELDOUT_USERS=en_barber,zh_vlog  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h18', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
