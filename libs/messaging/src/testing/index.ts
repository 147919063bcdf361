export * from './message-bus.conformance';
export { collectingLogger, type LogLine } from './conformance/fixtures';
