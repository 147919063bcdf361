export * from './lomo-app';
export * from './run-app';
export * from './grpc.module';
export * from './call-ledger';
export * from './event-encryption';
