export * from './admin';
export * from './auth';
export * from './catalog';
export * from './mail-outbox';
