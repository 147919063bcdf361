/**
 * B10h17 — routing on a seventeenth held-out set: messages dictated by voice. Eighteen people
 * whose hands are busy (a beekeeper in Shropshire, a long-haul trucker in Ohio, a lucha libre mask
 * maker in Guadalajara, a mountain guide in Cusco, a midwife in Leipzig, a vet in Yekaterinburg, an
 * apple grower in Nagano, a bathhouse owner in Osaka, a guesthouse owner in Dali …) dictate their
 * messages to a phone: run-on transcripts without punctuation, filler, corrections mid-sentence,
 * words the transcriber got wrong (a piece named by a misheard word), numbers spelled out, two
 * asks in one breath, remarks to someone in the room. Each runs five or six creative pieces at
 * once and one one-off, written without reading the router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout17   BENCH_ROUTER_HELDOUT_USERS=en_beekeeper,zh_haixian  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h17', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
