import type { TaskModel } from '../worker/task-model';
import type { RubricGradeInput, RubricGrader } from '../task/autonomy/rubric-grader';

const REPORT = {
  name: 'report_grade',
  description: 'Reports whether the work meets the rubric.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['met', 'reason'],
    properties: { met: { type: 'boolean' }, reason: { type: 'string' } },
  },
};

/**
 * Asks a model, in a context of its own (not the task's conversation), whether the rubric is
 * met (R-10.11). Only an explicit `report_grade` call counts: a model that answers in prose
 * or not at all leaves the rubric unmet — the task never finishes on a guess.
 */
export class ModelRubricGrader implements RubricGrader {
  constructor(private readonly model: TaskModel) {}

  async grade(input: RubricGradeInput): Promise<{ met: boolean; reason: string }> {
    const plan =
      input.checklist
        .map((i) => `- [${i.status}] ${i.title}${i.evidence ? ` (evidence: ${i.evidence})` : ''}`)
        .join('\n') || '(no checklist)';
    const decision = await this.model.decide({
      system: 'You grade finished creative work against a rubric. Call report_grade exactly once.',
      messages: [
        {
          role: 'user',
          content: `Rubric:\n${input.rubric}\n\nBrief:\n${input.brief}\n\nPlan and evidence:\n${plan}\n\nLast report:\n${input.lastOutput ?? '(none)'}`,
        },
      ],
      tools: [REPORT],
    });
    const call = decision.toolCalls.find((c) => c.tool === REPORT.name);
    const verdict = call?.input as { met?: unknown; reason?: unknown } | undefined;
    if (typeof verdict?.met !== 'boolean') return { met: false, reason: 'the grader gave no verdict' };
    return { met: verdict.met, reason: String(verdict.reason ?? '') };
  }
}
