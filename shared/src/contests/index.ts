export * from './ranking.ts';
export * from './rules.ts';
export * from './api.ts';
