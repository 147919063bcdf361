export * from './workspace.module';
export * from './config/workspace.config';
export * from './blob/blob-store';
export * from './blob/local-disk-blob-store';
export * from './tools/workspace-tools';
export * from './application/workspace.bus-api';
