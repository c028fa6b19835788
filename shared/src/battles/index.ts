export * from './timing.ts';
export * from './room-code.ts';
export * from './bot.ts';
export * from './matchmaking.ts';
export * from './outcome.ts';
export * from './shuffle.ts';
export * from './protocol.ts';
export * from './stats-api.ts';
