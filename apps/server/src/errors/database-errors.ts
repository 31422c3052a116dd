import { registry } from '@ringledger/contract';
import { AppError } from './app-error.js';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  cause?: unknown;
}

/** What a table's rows are called, for 409 messages a person can act on: the plural of the resource stored there. */
export function referrerName(table: string) {
  const resource = registry.find((candidate) => candidate.name === table && !candidate.rowsOf);
  return resource?.plural ?? table.replaceAll('_', ' ');
}

/** The PostgreSQL error behind a (possibly wrapped) query error: its code, constraint and detail. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Constraint violations that slip past the services become 4xx answers, never 500s. */
export function translateDatabaseError(error: unknown): AppError | undefined {
  const pgError = pgErrorOf(error);
  if (!pgError) return undefined;
  switch (pgError.code) {
    case '23505': {
      const field = /\(([^)]+)\)=/.exec(pgError.detail ?? '')?.[1]?.replace(/^lower\((.*)\)$/, '$1') ?? 'value';
      return new AppError('CONFLICT', `A record with this ${field} already exists`, { [field]: `This ${field} is already taken` });
    }
    case '23503': {
      const referrer = pgError.table ? referrerName(pgError.table) : 'other records';
      if (/is still referenced/.test(pgError.detail ?? '')) return new AppError('CONFLICT', `It is still used by ${referrer}; remove or reassign them first`);
      return new AppError('BAD_REQUEST', 'A referenced record does not exist');
    }
    case '22003':
      return new AppError('BAD_REQUEST', 'A number is out of range');
    case '22021':
    case '22P05':
      return new AppError('BAD_REQUEST', 'A value holds a character that cannot be stored; remove it');
    case '22P02':
    case '23502':
    case '23514':
      return new AppError('BAD_REQUEST', 'A value is not valid');
    default:
      return undefined;
  }
}
