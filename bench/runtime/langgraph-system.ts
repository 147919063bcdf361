import { randomUUID } from 'node:crypto';
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { RunnableConfig } from '@langchain/core/runnables';
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { Pool } from 'pg';
import type { BenchSystem } from './closed-loop';
import { echo, FINAL_TEXT, markDecision, scriptedDecision, TOOL_INPUT } from './scripted';
import { Timings } from './timings';

/** The checkpointer with each call timed, the counterpart of Lomo's timed repository. */
class TimedPostgresSaver extends PostgresSaver {
  constructor(
    pool: Pool,
    private readonly timings: Timings,
  ) {
    super(pool);
  }

  // Parameter types via the saver's own signatures: its base package is only a transitive dependency.
  override getTuple(config: RunnableConfig) {
    return this.timings.time('checkpointer getTuple', () => super.getTuple(config));
  }

  override put(...args: Parameters<PostgresSaver['put']>) {
    return this.timings.time('checkpointer put', () => super.put(...args));
  }

  override putWrites(...args: Parameters<PostgresSaver['putWrites']>) {
    return this.timings.time('checkpointer putWrites', () => super.putWrites(...args));
  }
}

const hasToolCalls = (message: BaseMessage | undefined) =>
  message instanceof AIMessage && (message.tool_calls?.length ?? 0) > 0;

/**
 * The usual LangGraph agent: an agent node (the scripted model) and a tool node running the
 * last message's tool calls, looping until the model answers without calls. The tool node
 * is written out rather than the prebuilt ToolNode so both runtimes run the same tool code.
 */
function agentGraph() {
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state) => {
      markDecision();
      const decision = scriptedDecision(state.messages.some((m) => m instanceof ToolMessage));
      const toolCalls = decision.toolCalls.map((c, index) => ({
        id: `call-${index}`,
        name: c.tool,
        args: c.input,
        type: 'tool_call' as const,
      }));
      return { messages: [new AIMessage({ content: decision.text, tool_calls: toolCalls })] };
    })
    .addNode('tools', async (state) => {
      const last = state.messages[state.messages.length - 1] as AIMessage;
      const results = (last.tool_calls ?? []).map(
        (call) =>
          new ToolMessage({
            tool_call_id: call.id ?? '',
            content: JSON.stringify(echo(call.args as { text: string })),
          }),
      );
      return { messages: results };
    })
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', (state) => (hasToolCalls(state.messages[state.messages.length - 1]) ? 'tools' : END))
    .addEdge('tools', 'agent');
}

/**
 * LangGraph JS compiled with PostgresSaver, one thread per turn. `durability`: "sync"
 * writes each step's checkpoint before the next step runs (the guarantee Lomo gives);
 * "async" is LangGraph's default, writing while the next step already runs.
 */
export async function openLangGraph(url: string, poolSize: number, durability: 'sync' | 'async'): Promise<BenchSystem> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  const timings = new Timings();
  const saver = new TimedPostgresSaver(pool, timings);
  await saver.setup();
  const graph = agentGraph().compile({ checkpointer: saver });
  return {
    name: `langgraph-${durability}`,
    timings,
    runTurn: async () => {
      const config = { configurable: { thread_id: randomUUID() }, durability };
      const output = await graph.invoke({ messages: [new HumanMessage(TOOL_INPUT.text)] }, config);
      return output.messages[output.messages.length - 1]?.content === FINAL_TEXT;
    },
    close: () => pool.end(),
  };
}
