import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AuthQuery } from '../http/auth-query';
import { QueryInt, StringField, UuidField } from '../http/fields';
import { OBJECT_ID } from '../objects/objects.dto';

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
}

export class ReadThreadQuery extends AuthQuery {
  @QueryInt({ minimum: 1, maximum: 500, default: 100 }) limit?: number;
}

export class MessageIdParam {
  @StringField({ minLength: 1, maxLength: 200, description: 'The messageId of the entry that asked' })
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
  @ApiProperty({ description: 'Log position of the routing event' }) position!: string;
}
