export * from './credential';
export * from './credential.policy';
export type * from './vault.events';
export * from './envelope';
export * from './kek-ring';
export * from './data-keys';
export * from './vault';
export * from './vault.config';
export * from './vault.module';
