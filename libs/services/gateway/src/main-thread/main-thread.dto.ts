import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { AuthQuery } from '../http/auth-query';

export class PostMainMessageDto {
  @ApiProperty({ description: "The user's words", example: 'a red cat, watercolour', minLength: 1, maxLength: 20000 })
  @IsString()
  @Length(1, 20_000)
  text!: string;

  @ApiPropertyOptional({ description: 'Deliver to this task (deterministic routing, R-2.1)', format: 'uuid' })
  @IsOptional()
  @IsUUID()
  taskId?: string;

  @ApiPropertyOptional({ description: 'Deliver to the task(s) linked to this workspace object' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  objectId?: string;

  @ApiPropertyOptional({ description: 'BCP 47 language of the text', example: 'en' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
  language?: string;
}

export class ReadThreadQuery extends AuthQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

export class AnswerCardDto {
  @ApiProperty({ description: 'A task id offered on the card, or `new`', example: 'new' })
  @IsString()
  @Length(1, 200)
  optionId!: string;
}

class CardOptionDto {
  @ApiProperty() optionId!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() taskId?: string;
}

class DisambiguationCardDto {
  @ApiProperty() question!: string;
  @ApiProperty({ type: [CardOptionDto] }) options!: CardOptionDto[];
  @ApiProperty({ enum: ['open', 'answered'] }) state!: string;
  @ApiPropertyOptional() answeredOptionId?: string;
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
  @ApiPropertyOptional({ type: () => DisambiguationCardDto, description: 'The question, for asked_user' })
  card?: DisambiguationCardDto;
  @ApiProperty({ description: 'Log position of the routing event' }) position!: string;
}
