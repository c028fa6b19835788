export * from './api.ts';
export * from './messages.ts';
export * from './settings.ts';
export * from './event-pattern.ts';
export * from './runtime-config.ts';
export * from './route-access.ts';
export * from './account.ts';
export * from './billing.ts';
