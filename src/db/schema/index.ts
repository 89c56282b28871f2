export * from './auth';
export * from './catalog';
export * from './mail-outbox';
