/** A document or query the index refuses (missing workspace, wrong vector size, …); names the field. */
export class SearchInputError extends Error {
  readonly code = 'search_input_invalid';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SearchInputError';
  }
}

/** The search server did not answer; callers degrade (the router routes from recent tasks only). */
export class SearchUnavailable extends Error {
  readonly code = 'search_unavailable';
  constructor(
    readonly adapter: string,
    cause: unknown,
  ) {
    super(`${adapter} search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SearchUnavailable';
  }
}
