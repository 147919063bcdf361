export * from './tool-registry';
export * from './agent-tools.module';
export * from './remote/remote-tools';
export * from './remote/tool-host';
export * from './guides/guides-tools';
