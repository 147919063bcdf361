export * from './tool-registry';
export * from './agent-tools.module';
