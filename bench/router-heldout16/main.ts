/**
 * B10h16 — routing on a sixteenth held-out set: owners of small businesses in their fifties to
 * seventies, new to chat assistants (a tea room in St Ives, a hardware store in Dayton, a bakery in
 * Zaragoza, a butcher's in Bielefeld, an apiary in Suzdal, a ryokan in Kinosaki, a tea shop in
 * Hangzhou …): long, polite, letter-like messages with greetings and sign-offs, two or three asks
 * in one message, pieces named by description or by date, apologies, repeats, questions about how
 * the assistant works; each writer runs five or six creative pieces at once and one one-off,
 * written without reading the router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout16   BENCH_ROUTER_HELDOUT_USERS=en_tearoom,zh_mianguan  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h16', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
