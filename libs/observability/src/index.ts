export * from './readiness.registry';
export * from './observability.module';
export * from './hosted-services';
export { MetricsRegistry } from './metrics';
export { HttpTracingMiddleware } from './http-tracing';
