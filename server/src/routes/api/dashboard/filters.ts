import { catalogueSentence } from '@contract/i18n/catalogue-sentence';
import { ValidationFailed } from '../../../lib/http-errors';

// The dashboard tables' filter fields: checked together, so one 422 names every bad field, in the
// request schemas' catalogue sentences so the reply layer says them in the reader's language.

export class FilterFields {
  private readonly errors: Record<string, string[]> = {};
  constructor(private readonly fields: Record<string, unknown>) {}

  private raw(name: string): string | undefined {
    const v = this.fields[name];
    const s = typeof v === 'string' ? v.trim() : undefined;
    return s === '' ? undefined : s;
  }

  private fail(name: string, message: string) {
    (this.errors[name] ??= []).push(message);
  }

  /** A day (YYYY-MM-DD, read as UTC) or a full date and time; `nextDay` gives the end of that day. */
  date(name: string, label: string, nextDay = false): Date | undefined {
    const s = this.raw(name);
    if (s === undefined) return undefined;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(s);
    const d = new Date(day ? `${s}T00:00:00Z` : s);
    if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(s)) {
      this.fail(name, catalogueSentence('The {field} field must be a date (YYYY-MM-DD).', { field: label }));
      return undefined;
    }
    if (day && nextDay) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }

  int(name: string, label: string, min: number, max: number): number | undefined {
    const s = this.raw(name);
    if (s === undefined) return undefined;
    const n = /^\d{1,9}$/.test(s) ? Number(s) : NaN;
    if (!(n >= min && n <= max)) {
      this.fail(name, catalogueSentence('The {field} field must be a whole number from {min} to {max}.', { field: label, min, max }));
      return undefined;
    }
    return n;
  }

  oneOf<T extends string>(name: string, label: string, allowed: readonly T[]): T | undefined {
    const s = this.raw(name);
    if (s === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(s)) {
      this.fail(name, `The selected ${label} is invalid.`);
      return undefined;
    }
    return s as T;
  }

  text(name: string, label: string, max: number): string | undefined {
    const s = this.raw(name);
    if (s !== undefined && s.length > max) {
      this.fail(name, `The ${label} field must not be greater than ${max} characters.`);
      return undefined;
    }
    return s;
  }

  /** Throws the 422 when any field was refused. */
  done(): void {
    if (Object.keys(this.errors).length) throw new ValidationFailed(this.errors);
  }
}
