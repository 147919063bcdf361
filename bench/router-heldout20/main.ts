/**
 * B10h20 — routing on a twentieth held-out set: follow-ups that name a piece not by a word of its
 * brief but by a part or object inside it ("the back cover", "panel 3", "слайд 7", 「裏の原材料表示」,
 * "第三屏"), by how it looks ("the one with the fox", "la del pulpo de noche"), by what happened to it
 * ("the one the riso shop bounced") or by the writer's own edit ("I moved the logo myself, keep it
 * there"); two live pieces of a kind where the part fits one of them or both; returns after days that
 * name a part only. 18 writers in six languages, each with five or six creative pieces and one
 * one-off over a fortnight, written without reading the router (see README.md). The assistant's
 * turns are `//` lines in the users' files and are never posted.
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout20   BENCH_ROUTER_HELDOUT_USERS=en_brewer,zh_ppt  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h20', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
