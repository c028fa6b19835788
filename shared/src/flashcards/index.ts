export * from './model.ts';
export * from './api.ts';
export * from './scheduling.ts';
export * from './recall-model.ts';
