import { ApiHideProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/**
 * Query DTOs extend this so `?access_token=` (the key, for `<img src>` and EventSource, which
 * cannot send headers) passes the unknown-field check; ApiKeyGuard reads it.
 */
export class AuthQuery {
  @ApiHideProperty() @IsOptional() @IsString() access_token?: string;
}
