export * from './tool-registry';
export * from './agent-tools.module';
export * from './remote/remote-tools';
export * from './remote/tool-host';
export * from './remote/peer-unavailable';
export * from './remote/tool-call-ledger';
export * from './guides/guides-tools';
