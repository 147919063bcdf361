export * from './message-bus.contract';
export { collectingLogger, type LogLine } from './contract/fixtures';
