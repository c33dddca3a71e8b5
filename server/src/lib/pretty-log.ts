// A readable console in development: one short line per request instead of pino's JSON. JSON stays
// the production format, as log collectors parse it.

import type { Config } from '../config';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

type LogRecord = {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
};

/** One pino JSON line as a person reads it: "GET /charid/1 200 12 ms", or "WARN message". */
function prettyLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trimEnd();
  }
  const level = LEVELS[record.level ?? 30] ?? 'INFO';
  const prefix = level === 'INFO' ? '' : `${level} `;
  if (record.req?.method && record.res?.statusCode !== undefined && record.responseTime !== undefined) {
    const line = `${prefix}${record.req.method} ${record.req.url ?? ''} ${record.res.statusCode} ${Math.round(record.responseTime)} ms`;
    return record.err ? `${line}\n${record.err.stack ?? record.err.message ?? ''}` : line;
  }
  const line = `${prefix}${record.msg ?? ''}`;
  return record.err ? `${line}\n${record.err.stack ?? record.err.message ?? ''}` : line;
}

/** A destination for pino that writes readable lines to `out`. */
export const prettyLogStream = (out: { write(text: string): unknown }) => ({
  write(chunk: string) {
    for (const json of chunk.split('\n')) if (json.trim()) out.write(`${prettyLine(json)}\n`);
  },
});

/** LOG_FORMAT when set; else readable lines on a terminal outside production, JSON otherwise. */
export const logFormatOf = (config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>, isTTY: boolean) =>
  config.LOG_FORMAT ?? (config.NODE_ENV !== 'production' && isTTY ? 'pretty' : 'json');
