export * from './spans';
export { startTracing, tracingActive, type TracingHandle } from './start-tracing';
export { tracingSettings, TracingConfigError, type TracingSettings } from './tracing-settings';
