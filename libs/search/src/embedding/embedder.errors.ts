/** Why an embedder could not answer: callers route or index without vectors and record the reason. */
export type EmbedderFailure = 'not_installed' | 'exited' | 'timeout' | 'protocol' | 'engine';

/**
 * An embedder that runs beside the process (the e5-small engine) failed a request. The texts
 * of that request get no vectors; the next request starts a fresh engine, so a crash costs
 * one request, never a hang.
 */
export class EmbedderUnavailable extends Error {
  readonly code = 'embedder_unavailable';
  constructor(
    readonly embedder: string,
    readonly reason: EmbedderFailure,
    detail: string,
  ) {
    super(`${embedder} embedder unavailable (${reason}): ${detail}`);
    this.name = 'EmbedderUnavailable';
  }
}
