/**
 * B10h21 — routing on a twenty-first held-out set: follow-ups phrased exactly like a new request
 * ("can you make a square version for Instagram", "I need the back too", "hazme uno sin fechas",
 * «сделай ещё вариант», 「裏面も必要です」, "帮我出一个横版的") that continue a live piece — a variant of
 * it, a size or format, one more of its parts, a redo — beside truly new requests phrased the same
 * way that share words with a piece under way; two live pieces of a kind, so a request-shaped
 * follow-up that fits both is an ask; writers who mix their two languages inside a line and some who
 * switch language for a whole day. 18 writers in six languages, each with five creative pieces and
 * one one-off over a fortnight, written without reading the router (see README.md). The
 * assistant's turns are `//` lines in the users' files and are never posted.
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout21   BENCH_ROUTER_HELDOUT_USERS=en_tattoo,zh_dance  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h21', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
