import type { ChecklistItem } from '../task.types';

/** Judges a rubric task before it finishes; `data-access/model-rubric-grader.ts` asks a model. */
export interface RubricGrader {
  grade(input: RubricGradeInput): Promise<{ met: boolean; reason: string }>;
}

export interface RubricGradeInput {
  rubric: string;
  brief: string;
  checklist: ChecklistItem[];
  lastOutput?: string;
}
