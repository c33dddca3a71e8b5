// The one schema, for PGlite and PostgreSQL alike.
export * from './game-data';
export * from './players';
export * from './guilds';
export * from './economy';
export * from './access';
export * from './ranking';
export * from './community';
export * from './jobs';
export * from './files';
export * from './security';
export * from './history';
export * from './site';
export * from './staff';
export * from './player-count';
