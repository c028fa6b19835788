export * from './contract.ts';
export * from './catalog.ts';
export * from './publish.ts';
