export * from './task-runtime.module';
