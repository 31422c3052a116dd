import { AppError } from './app-error.js';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  cause?: unknown;
}

/** What a row's referrers are called, for 409 messages a person can act on. */
const REFERRERS: Record<string, string> = {
  dids: 'DIDs',
  call_accounts: 'call accounts',
  call_account_transactions: 'transactions',
  accounts: 'accounts',
  callerids: 'caller ids',
  users: 'users',
};

/** Unique indexes on expressions, whose field the detail cannot name, with the words a conflict deserves. */
const UNIQUE_CONFLICTS: Record<string, { field: string; message: string }> = {
  users_email_lower_idx: { field: 'email', message: 'A user with this email already exists' },
  user_logins_login_lower_idx: { field: 'login', message: 'This username is already taken' },
};

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
      const known = UNIQUE_CONFLICTS[pgError.constraint ?? ''];
      if (known) return new AppError('CONFLICT', known.message, { [known.field]: known.message });
      const field = /\(([^)]+)\)=/.exec(pgError.detail ?? '')?.[1]?.replace(/^lower\((.*)\)$/, '$1') ?? 'value';
      return new AppError('CONFLICT', `A record with this ${field} already exists`, { [field]: `This ${field} is already taken` });
    }
    case '23503': {
      const referrer = pgError.table ? (REFERRERS[pgError.table] ?? pgError.table.replaceAll('_', ' ')) : 'other records';
      if (/is still referenced/.test(pgError.detail ?? '')) return new AppError('CONFLICT', `It is still used by ${referrer}; remove or reassign them first`);
      return new AppError('BAD_REQUEST', 'A referenced record does not exist');
    }
    case '22003':
      return new AppError('BAD_REQUEST', 'A number is out of range');
    case '22P02':
    case '23502':
    case '23514':
      return new AppError('BAD_REQUEST', 'A value is not valid');
    default:
      return undefined;
  }
}
