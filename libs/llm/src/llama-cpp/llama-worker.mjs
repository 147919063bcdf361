// The local model's engine (ADR 0047), run in a worker thread by llama-engine.ts. Plain ESM on
// purpose: node-llama-cpp is an ES module with top-level await, which neither the apps'
// CommonJS (swc) nor Jest's module registry can load, and a worker is plain Node. It loads the
// model once, on the CPU with a bounded thread count, never builds or downloads anything, and
// answers one request at a time (one context sequence) in arrival order.
import { parentPort, workerData } from 'node:worker_threads';
import { getLlama, LlamaChat } from 'node-llama-cpp';

const { modelPath, threads, contextSize } = workerData;
/** Compiled grammars by schema text: the router's and the extractor's schemas repeat on every call. */
const grammars = new Map();
const GRAMMAR_CACHE = 32;
/** Requests not yet answered, by id: an abort reaches a queued request as well as a running one. */
const controllers = new Map();
let queue = Promise.resolve();

let chat;
let llama;
try {
  llama = await getLlama({
    gpu: false,
    build: 'never',
    usePrebuiltBinaries: true,
    skipDownload: true,
    maxThreads: threads,
    progressLogs: false,
    logLevel: 'error',
  });
  const model = await llama.loadModel({ modelPath, gpuLayers: 0 });
  const context = await model.createContext({ contextSize, threads, sequences: 1 });
  chat = new LlamaChat({ contextSequence: context.getSequence() });
  parentPort.postMessage({ type: 'ready', chatWrapper: chat.chatWrapper.wrapperName });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: String(error?.message ?? error) });
}

/**
 * node-llama-cpp's JSON-schema grammar, made compact: its rules let the model indent with new
 * lines, tabs and spaces, which a small model spends a third of its tokens on. Every
 * whitespace rule becomes "at most one space"; the rest (and the stop trigger) is theirs.
 */
async function compactGrammar(schema) {
  const json = await llama.createGrammarForJsonSchema(schema);
  const grammar = json.grammar
    .replace(/^(comma-whitespace-[\w-]*rule) ::= .*$/gm, '$1 ::= "," [ ]?')
    .replace(/^(whitespace-[\w-]*rule) ::= .*$/gm, '$1 ::= [ ]?');
  return llama.createGrammar({
    grammar,
    stopGenerationTriggers: json.stopGenerationTriggers,
    trimWhitespaceSuffix: json.trimWhitespaceSuffix,
  });
}

async function grammarFor(schema) {
  const key = JSON.stringify(schema);
  let grammar = grammars.get(key);
  if (!grammar) {
    grammar = await compactGrammar(schema);
    if (grammars.size >= GRAMMAR_CACHE) grammars.delete(grammars.keys().next().value);
    grammars.set(key, grammar);
  }
  return grammar;
}

async function generate({ id, history, schema, maxTokens }) {
  const controller = controllers.get(id);
  if (!controller || controller.signal.aborted) return;
  const meter = chat.sequence.tokenMeter;
  const before = { input: meter.usedInputTokens, output: meter.usedOutputTokens };
  try {
    const { response, metadata } = await chat.generateResponse(history, {
      ...(schema ? { grammar: await grammarFor(schema) } : {}),
      maxTokens,
      temperature: 0,
      // Greedy decoding makes a small model repeat a sentence until the token limit (SmolLM2 did,
      // inside the grammar's strings): DRY penalises repeating a run of tokens, the plain penalty
      // single ones. Tokens the grammar alone allows are taken whatever their penalty.
      repeatPenalty: { lastTokens: 64, penalty: 1.1 },
      dryRepeatPenalty: { strength: 0.8 },
      signal: controller.signal,
      stopOnAbortSignal: false,
    });
    parentPort.postMessage({
      type: 'answer',
      id,
      text: response,
      stopReason: metadata.stopReason,
      usage: {
        inputTokens: meter.usedInputTokens - before.input,
        outputTokens: meter.usedOutputTokens - before.output,
      },
    });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id, error: String(error?.message ?? error) });
  } finally {
    controllers.delete(id);
  }
}

/**
 * Ends the worker cleanly: running and queued generations are aborted and awaited, and the
 * native model is disposed before the thread ends — terminating a thread while llama.cpp
 * generates aborts the whole process.
 */
async function close() {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  await queue.catch(() => undefined);
  await llama?.dispose();
  parentPort.close();
}

parentPort.on('message', (request) => {
  if (request.type === 'close') {
    void close();
    return;
  }
  if (request.type === 'abort') {
    controllers.get(request.id)?.abort();
    controllers.delete(request.id);
    return;
  }
  if (!chat) {
    parentPort.postMessage({ type: 'error', id: request.id, error: 'the local model is not loaded' });
    return;
  }
  controllers.set(request.id, new AbortController());
  queue = queue.then(() => generate(request));
});
