/**
 * B10h15 — routing on a fifteenth held-out set: young creators chatting in their generation's
 * register (a Twitch streamer in Atlanta, a K-pop cover dance crew in Manchester, a student band in
 * Bogotá, a sneaker reseller in Hamburg, a VTuber in Novosibirsk, an utaite in Osaka, a Bilibili
 * uploader in Chengdu …): terse lowercase lines full of slang, abbreviations, emoji and memes,
 * pieces called by nickname or in-joke, bursts of messages and hype that asks for nothing; each
 * writer runs five or six creative pieces at once and one one-off, written without reading the
 * router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout15   BENCH_ROUTER_HELDOUT_USERS=en_streamer,zh_sticker  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h15', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
