import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsRFC3339 } from 'class-validator';
import { AuthQuery } from '../http/auth-query';
import { ObjectRules } from '../http/closed-schemas';
import { OptionalField, QueryInt, StringField, UuidField } from '../http/fields';
import { OBJECT_ID } from '../objects/objects.dto';

/** A rubric starts a new task: never beside a target (the router refuses it too: rubric_needs_new_task). */
@ObjectRules({
  anyOf: [
    { not: { required: ['rubric'] } },
    { allOf: [{ not: { required: ['taskId'] } }, { not: { required: ['objectId'] } }] },
  ],
})
export class PostMainMessageDto {
  @StringField({ minLength: 1, maxLength: 20_000, description: "The user's words", example: 'a red cat, watercolour' })
  text!: string;

  @UuidField({ optional: true, description: 'Deliver to this task (deterministic routing, R-2.1)' })
  taskId?: string;

  @StringField({ ...OBJECT_ID, optional: true, description: 'Deliver to the task(s) linked to this workspace object' })
  objectId?: string;

  @StringField({
    minLength: 2,
    maxLength: 35,
    pattern: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
    optional: true,
    description: 'BCP 47 language of the text',
    example: 'en',
  })
  language?: string;

  @SimulatedTime()
  at?: string;

  @StringField({
    minLength: 1,
    maxLength: 4_000,
    // Something to grade against: not only spaces.
    pattern: /\S/,
    optional: true,
    description:
      'The desired outcome of the work instead of steps (R-10.11): the message starts a new persistent task that finishes only when a grader finds the rubric met; 400 rubric_needs_new_task with taskId or objectId',
    example: 'five posters, one per weekday, each readable from three metres',
  })
  rubric?: string;
}

/** `at` of a post: a scenario run's time for the message (RFC 3339), as the document's `date-time` says. */
function SimulatedTime() {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      format: 'date-time',
      description:
        "Scenario runs only: the message's time instead of the server's (docs/routing.md, Simulated time). 403 simulated_time_off unless the operator set ROUTER_SIMULATED_TIME; 409 simulated_time_backwards before the thread's last message",
      example: '2026-03-02T09:00:00Z',
    }),
    OptionalField(),
    IsRFC3339(),
  );
}

export class ReadThreadQuery extends AuthQuery {
  @QueryInt({ minimum: 1, maximum: 500, default: 100 }) limit?: number;
}

export class MessageIdParam {
  @StringField({ minLength: 1, maxLength: 200, description: 'The messageId of a main-thread entry' })
  messageId!: string;
}

export class AnswerCardDto {
  @StringField({
    minLength: 1,
    maxLength: 200,
    description: 'A task id offered on the card, or `new`; on a forget card `forget` or `keep`',
    example: 'new',
  })
  optionId!: string;
}

/** Where a message goes: a task of the workspace, or `new`. */
const MOVE_TARGET = /^(new|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export class MoveMessageDto {
  @StringField({
    minLength: 3,
    maxLength: 36,
    pattern: MOVE_TARGET,
    description:
      'The task to move the message to (one of this workspace, accepting messages), or `new` to start a task from it',
    example: 'new',
  })
  taskId!: string;
}

class CardOptionDto {
  @ApiProperty() optionId!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() taskId?: string;
}

class CardMemoryDto {
  @ApiProperty() memoryId!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'What the memory says; blank once the card was answered `forget`' }) content!: string;
}

class DisambiguationCardDto {
  @ApiProperty() question!: string;
  @ApiProperty({ type: [CardOptionDto] }) options!: CardOptionDto[];
  @ApiProperty({ enum: ['open', 'answered'] }) state!: string;
  @ApiPropertyOptional() answeredOptionId?: string;
  @ApiPropertyOptional({
    type: [CardMemoryDto],
    description:
      'On a forget card (a forget said in chat, R-6.7): the memories `forget` removes; `keep` changes nothing',
  })
  memories?: CardMemoryDto[];
}

class RoutingCandidateDto {
  @ApiProperty() taskId!: string;
  @ApiProperty() brief!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Similarity of the message and the task' }) score!: number;
  @ApiProperty({ enum: ['recent', 'search'], description: 'Found among recent tasks or by search' }) source!: string;
}

class MessageMoveDto {
  @ApiPropertyOptional({ description: 'Absent when the message had gone to no task' }) fromTaskId?: string;
  @ApiProperty() toTaskId!: string;
  @ApiProperty({ description: "The message's id in the target task's inbox (withdraw or replace it with this id)" })
  taskMessageId!: string;
  @ApiPropertyOptional({ description: 'The move started a new persistent task' }) newTask?: boolean;
  @ApiPropertyOptional({
    description: 'The source took the message in the instant of the move and the target its copy: both have it',
  })
  keptInTaskId?: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ example: 'user:alice' }) by!: string;
}

class RoutingTargetDto {
  @ApiPropertyOptional() taskId?: string;
  @ApiPropertyOptional() objectId?: string;
}

export class MainThreadEntryDto {
  @ApiProperty() messageId!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) postedAt!: string;
  @ApiPropertyOptional({ type: RoutingTargetDto }) target?: RoutingTargetDto;
  @ApiProperty({
    enum: [
      'delivered_to_task',
      'delivered_by_object_link',
      'answered_in_main',
      'created_lightweight_task',
      'attached_to_task',
      'created_task',
      'asked_user',
    ],
  })
  decision!: string;
  @ApiProperty({ type: [String] }) taskIds!: string[];
  @ApiPropertyOptional({ description: 'Why the router decided so' }) reason?: string;
  @ApiPropertyOptional({ description: 'The answer, for answered_in_main' }) reply?: string;
  @ApiPropertyOptional({ description: "Language of the user's words (R-2.7): the client's, else detected" })
  language?: string;
  @ApiPropertyOptional({
    type: () => DisambiguationCardDto,
    description: 'The question, for asked_user; a forget card, for answered_in_main after a forget said in chat',
  })
  card?: DisambiguationCardDto;
  @ApiPropertyOptional({
    type: [RoutingCandidateDto],
    description: 'The tasks the router weighed, best first: with reason, why the message went where it did',
  })
  candidates?: RoutingCandidateDto[];
  @ApiPropertyOptional({
    type: [MessageMoveDto],
    description: "The user's moves of the message, oldest first; the last one's toTaskId is taskIds[0]",
  })
  moves?: MessageMoveDto[];
  @ApiProperty({ description: 'Log position of the routing event' }) position!: string;
}
