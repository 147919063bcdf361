export * from './billing.module';
