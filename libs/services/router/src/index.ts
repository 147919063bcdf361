export * from './router.module';
