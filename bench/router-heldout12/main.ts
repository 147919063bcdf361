/**
 * B10h12 — routing on a twelfth held-out set: formal, letter-like messages from people who do not
 * chat (a retired colonel, a parish secretary, a notary's secretary, a council clerk, a family-run
 * hotel's owner, a headmistress, a choir director, a funeral home, a village museum's volunteer, a
 * shrine office, a ryokan's okami, a neighbourhood association, a tea house …), each running five
 * or six pieces at once and writing to the assistant as they would write to an office: salutations,
 * "further to my letter of the 6th", apologies, thanks, signatures, two requests in one letter,
 * written without reading the router (see README.md). Every message carries a simulated time,
 * posted as `at`. Posted through the shared B10h harness (../router-heldout/held-out-run.ts,
 * play.ts, score.ts), one fresh workspace per user; prints markdown tables and writes
 * `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout12   BENCH_ROUTER_HELDOUT_USERS=en_colonel,zh_shequ  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h12', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
