// Generated from proto/ by `npm run proto:gen` (never edit gen/ by hand). Every generated
// file is re-exported here; index.spec.ts fails when one is missing.
export * from './gen/lomo/billing/v1/approval_pb';
export * from './gen/lomo/billing/v1/billing_service_pb';
export * from './gen/lomo/billing/v1/events_pb';
export * from './gen/lomo/common/v1/amount_pb';
export * from './gen/lomo/common/v1/encrypted_payload_pb';
export * from './gen/lomo/common/v1/envelope_pb';
export * from './gen/lomo/generation_gateway/v1/events_pb';
export * from './gen/lomo/generation_gateway/v1/generation_service_pb';
export * from './gen/lomo/generation_gateway/v1/job_pb';
export * from './gen/lomo/memory/v1/events_pb';
export * from './gen/lomo/memory/v1/memory_service_pb';
export * from './gen/lomo/router/v1/events_pb';
export * from './gen/lomo/router/v1/router_service_pb';
export * from './gen/lomo/task_runtime/v1/events_pb';
export * from './gen/lomo/task_runtime/v1/task_pb';
export * from './gen/lomo/task_runtime/v1/task_runtime_service_pb';
export * from './gen/lomo/tools/v1/tool_service_pb';
export * from './gen/lomo/workspace/v1/events_pb';
export * from './gen/lomo/workspace/v1/object_pb';
export * from './gen/lomo/workspace/v1/workspace_service_pb';

export * from './errors';
export * from './event-registry';
export * from './storable-value';
export * from './envelope';

// Stream ids, one family per owning service.
export * from './streams';

// The status contract task-runtime and generation-gateway publish for the gateway's status lines.
export * from './status';
