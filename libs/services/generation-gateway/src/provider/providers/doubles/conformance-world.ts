import type { GenerationKind, GenerationProvider } from '../../provider.port';
import type { DoubleScript } from './wire-double';

/** A signed callback as the upstream would deliver it. */
export interface Delivery {
  raw: Buffer;
  headers: Record<string, string>;
  query: Record<string, string>;
}

/** One adapter wired to its double: what the provider conformance suite runs against. */
export interface ConformanceWorld {
  provider: GenerationProvider;
  kind: GenerationKind;
  /** What the provider's failure codes start with (`<id>:` for vendor adapters; the generic protocol passes codes through). */
  reasonPrefix: string;
  /** The Authorization header the upstream must receive (the workspace's key, asked at request time). */
  authorization?: string;
  /** Scripts the next submission (`prompt` is the one the test will send). */
  script(script: DoubleScript, prompt: string): void;
  /** Requests that created a job upstream (what the vendor bills). */
  creates(): number;
  /** Authorization headers of those requests. */
  createAuthorizations(): Array<string | undefined>;
  /** The bytes the double produced for a job. */
  outputOf(upstreamJobId: string): Buffer;
  /** What the vendor's vendored request schema found wrong in requests the double received (none for the generic protocol). */
  violations(): string[];
  /** Request bodies the double checked against a vendored schema, by schema name (empty for the generic protocol). */
  checked(): Array<{ name: string; body: unknown }>;
  /** Cancel requests the double received. */
  cancels(): number;
  /** Signed deliveries; absent for upstreams without webhooks. */
  webhooks?: {
    valid(upstreamJobId: string, ref: string, workspaceId: string): Delivery;
    /** Signed with a key that is not the upstream's. */
    forged(upstreamJobId: string, ref: string, workspaceId: string): Delivery;
    /** Signed correctly ten minutes ago. */
    stale(upstreamJobId: string, ref: string, workspaceId: string): Delivery;
  };
  close(): Promise<void>;
}
