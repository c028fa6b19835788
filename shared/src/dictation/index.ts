export * from './passage.ts';
export * from './correction.ts';
export * from './api.ts';
export * from './coins.ts';
