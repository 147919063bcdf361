import { isApiError, type CapabilityEntryView, type PlanCheckView, type PlanNodeNeedView } from '@lomo/service-api';
import { quoteCall } from './pricing';
import type { KindCapability } from '../provider/provider.port';
import { checkParams } from '../job/submit-generation.handler';
import { GENERATION_TOOL_KINDS } from '../tools/generation-tools';

type Problem = PlanCheckView['problems'][number];
type Quote = NonNullable<PlanCheckView['quotes']>[number];

const KIND_WORDS: Record<string, string> = { model3d: '3D model', image: 'image', video: 'video', audio: 'audio' };
const kindWord = (kind: string) => KIND_WORDS[kind] ?? kind;

/** "simulated: image, video, 3D model" — what the deployment offers, for a refusal the user reads. */
function offered(entries: readonly CapabilityEntryView[], providers: readonly string[]): string {
  if (providers.length === 0) return 'no generation provider is configured';
  return providers
    .map((p) => {
      const kinds = entries.filter((e) => e.provider === p).map((e) => kindWord(e.kind));
      return `${p}: ${kinds.join(', ') || 'unreachable'}`;
    })
    .join('; ');
}

/**
 * Checks plan nodes against the registry (R-11.1), pure: a node's call must name a kind some
 * provider makes, within that model's prompt, reference and parameter limits (the same check a
 * submission gets, so a plan that passes is not refused later for its shape); a node's bare
 * requirement must be met by some provider's kind with every input it names. Calls of tools
 * that are not generation tools are not this registry's to judge. Each node whose call passes
 * is quoted as a submission would be (the DAG starts no more paid nodes than the budget covers).
 */
export function checkPlanNodes(
  entries: readonly CapabilityEntryView[],
  providers: readonly string[],
  kindOf: (provider: string, kind: string) => KindCapability | undefined,
  nodes: readonly PlanNodeNeedView[],
): { problems: Problem[]; quotes: Quote[] } {
  const problems: Problem[] = [];
  const quotes: Quote[] = [];
  const missing = (nodeId: string, what: string) =>
    problems.push({
      nodeId,
      code: 'capability_missing',
      reason: `needs ${what}, which no configured provider offers (${offered(entries, providers)})`,
    });
  for (const node of nodes) {
    if (node.requires) {
      const { kind, inputs = [] } = node.requires;
      const makers = entries.filter((e) => e.kind === kind);
      if (makers.length === 0) missing(node.nodeId, `${kindWord(kind)} generation`);
      else if (!makers.some((e) => inputs.every((i) => e.inputs.includes(i))))
        missing(node.nodeId, `${kindWord(kind)} generation taking ${inputs.join(' and ')}`);
    }
    const kind = node.tool ? GENERATION_TOOL_KINDS[node.tool] : undefined;
    if (!kind) continue;
    const input = node.input ?? {};
    const provider = typeof input['provider'] === 'string' ? input['provider'] : providers[0];
    const capability = provider ? kindOf(provider, kind) : undefined;
    if (!capability) {
      missing(node.nodeId, `${kindWord(kind)} generation${input['provider'] ? ` from ${provider}` : ''}`);
      continue;
    }
    const { prompt, references = [], ...rest } = input as { prompt?: string; references?: unknown[] };
    const params = Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v === 'number')) as Record<
      string,
      number
    >;
    const refs = [...(Array.isArray(references) ? references : []), ...Array(node.referencesFromNodes ?? 0).fill('')];
    try {
      const filled = checkParams(capability, { prompt: prompt ?? '', references: refs as string[], params });
      quotes.push({ nodeId: node.nodeId, amount: quoteCall(capability.cost, filled).amount });
    } catch (error) {
      if (!isApiError(error)) throw error;
      problems.push({
        nodeId: node.nodeId,
        code: error.code,
        reason: `${provider} ${capability.model}: ${error.message}`,
      });
    }
  }
  return { problems, quotes };
}
