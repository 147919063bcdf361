export * from './sealing';
export * from './event-keys';
export * from './encrypting-event-store';
export * from './content-seal';
