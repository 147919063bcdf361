/**
 * B10h22 — routing on a twenty-second held-out set: naming the piece by what is in it, among many
 * live pieces. Each writer keeps seven or eight pieces going at once, several of one kind (two
 * posters, two labels, two box covers…), and most follow-ups name their piece not by its kind but by
 * something in it or about it — an object drawn in it ("the one with the rowboat", «где сырники»,
 * 「提灯のほう」, "插筷子那张"), a colour or detail only it has, the person it is for, the place it will
 * hang, a part of it, or an earlier version of it; a detail-free line that two pieces fit is an ask.
 * 18 writers in six languages over a fortnight, written without reading the router (see README.md).
 * The assistant's turns are `//` lines in the users' files and are never posted. Every message
 * carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout22   BENCH_ROUTER_HELDOUT_USERS=en_boardgame,zh_huoguo  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h22', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
