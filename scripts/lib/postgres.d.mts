/** The newest installed PostgreSQL's bin folder (/usr/lib/postgresql/<version>/bin). */
export function findPgBin(): string;
export function startPostgres(options?: { maxConnections?: number; quiet?: boolean }): { url: string; stop(): void };
