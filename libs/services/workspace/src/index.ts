export * from './workspace.module';
