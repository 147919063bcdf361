/** The database a CLI command reads: a server by URL, or an embedded PGlite data directory. */
export type Target = { kind: 'server'; url: string } | { kind: 'embedded'; dataDir: string };
