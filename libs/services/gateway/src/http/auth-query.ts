import { ApiHideProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { OptionalField } from './fields';

/**
 * Query DTOs extend this so `?access_token=` (the key, for `<img src>` and EventSource, which
 * cannot send headers) passes the unknown-field check; ApiKeyGuard reads it.
 */
export class AuthQuery {
  @ApiHideProperty() @OptionalField() @IsString() access_token?: string;
}
