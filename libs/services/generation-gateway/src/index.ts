export * from './generation-gateway.module';
