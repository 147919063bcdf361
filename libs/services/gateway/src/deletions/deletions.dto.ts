import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { StringField, UuidField } from '../http/fields';

const STATES = ['pending', 'done', 'failed'] as const;

export class ReceiptIdParam {
  @UuidField() receiptId!: string;
}

/** One service's part of a deletion (ADR 0051). */
export class ReceiptServiceDto {
  @ApiProperty({
    description:
      "The service (task-runtime, gateway, router, workspace, memory, billing, generation-gateway, kafka-keys), or service:part for a person erasure's own steps",
  })
  service!: string;
  @ApiProperty({ enum: STATES, description: 'failed: the last attempt failed; it is retried until it is done' })
  state!: (typeof STATES)[number];
  @ApiPropertyOptional({ description: "Why the last attempt failed: the error's name, never what it was about" })
  reason?: string;
  @ApiPropertyOptional({ format: 'date-time' }) finishedAt?: string;
}

/** A deletion's receipt: which service has finished its part. */
export class DeletionReceiptDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['task', 'person'] }) kind!: 'task' | 'person';
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ enum: STATES, description: 'done once every service is done; failed while one is failing' })
  state!: (typeof STATES)[number];
  @ApiProperty({ description: 'How many tasks the deletion covers' }) tasks!: number;
  @ApiProperty({ type: [ReceiptServiceDto] }) services!: ReceiptServiceDto[];
}

/** The erasure is irreversible: the body names the caller's own user id, as a confirmation. */
export class EraseMeDto {
  @StringField({ minLength: 1, maxLength: 200, description: "The caller's user id, confirming the erasure" })
  confirmUserId!: string;
}
