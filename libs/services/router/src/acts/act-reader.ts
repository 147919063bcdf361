import type { Embedder } from '@lomo/search';
import checkedIn from './act-weights.json';
import continuationFile from './continuation-weights.json';
import peopleFile from './people-act-weights.json';
import { readAct, type ActModelFile, type PeopleActModelFile } from './act-model';
import { continuation, type ContinuationModelFile } from './continuation';
import type { ActReading } from './dialogue-act';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads a message's dialogue act with the process's embedder (ADR 0036). The model was
 * trained on one embedder's vectors (`act-weights.json` names it): with any other — the hashed
 * default, a LangChain model — it reads nothing (`reads` is false) and routing keeps to its
 * word rules, as before acts existed. An embedder that fails abstains with the reason; the
 * message is still routed.
 */
export class ActReader {
  constructor(
    private readonly embedder: Embedder,
    private readonly file: ActModelFile = checkedIn as ActModelFile,
    private readonly continuing: ContinuationModelFile | undefined = continuationFile as ContinuationModelFile,
    // Read where the textbook model is not sure (ADR 0070); `null`: the textbook model alone.
    private readonly people: PeopleActModelFile | null = peopleFile as PeopleActModelFile,
  ) {}

  /** Whether this embedder is the one the act model reads. */
  get reads(): boolean {
    return this.embedder.name === this.file.embedder;
  }

  async read(text: string): Promise<ActReading> {
    if (!this.reads)
      return { abstained: `dialogue acts need ${this.file.embedder}; the embedder is ${this.embedder.name}` };
    let vector: number[];
    try {
      // The raw message, not its subject words: the act is in "how's", "pause", "no, I meant".
      [vector] = await this.embedder.embed([text]);
    } catch (error) {
      return { abstained: `the embedder failed: ${messageOf(error)}` };
    }
    try {
      const read = readAct(vector, this.file, this.people?.embedder === this.embedder.name ? this.people : undefined);
      // New work by its words — or a line no act is sure of — may still continue a live task
      // by its meaning (ADR 0036, run 4).
      const asks = !read.act || read.act === 'new_request' || read.act === 'one_off';
      if (asks && this.continuing?.embedder === this.embedder.name)
        return { ...read, continuation: continuation(vector, this.continuing) };
      return read;
    } catch (error) {
      // A broken model file must not lose the message: the rules route it, and the reason says why.
      return { abstained: `the act model failed: ${messageOf(error)}` };
    }
  }
}
