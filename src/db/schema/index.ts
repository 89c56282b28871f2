export * from './admin';
export * from './analytics';
export * from './analytics-rollups';
export * from './auth';
export * from './catalog';
export * from './ingestion';
export * from './jobs';
export * from './mail-outbox';
