export * from './gateway.module';
export { ApiKeys, SCOPES, type ApiKeyRecord, type Scope, type KeyKind } from './auth/api-keys';
export { GATEWAY_SETTINGS, gatewaySettings, type GatewaySettings } from './gateway.settings';
export { OPENAPI_FILE } from './docs/docs.controller';
export { describe as describeStatus, type StatusUpdate } from './status/status-line.projection';
export { withGatewayConfig } from './gateway.config';
export { RedisThrottlerStorage } from './http/redis-throttler.storage';
export { closeRequestSchemas } from './http/closed-schemas';
export { withMediaUploadBody } from './objects/media-upload.openapi';
