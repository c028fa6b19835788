export * from './clue.ts';
export * from './coins.ts';
export * from './api.ts';
