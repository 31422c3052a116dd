import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bindValues, prepareStatement, statementCache } from './prepared-statements.js';

describe('prepared statements', () => {
  const statement = prepareStatement('rl_test', sql`select ${sql.placeholder('id')}::int as id, ${'fixed'} as kind`);

  /** A build that counts how often a cache called it. */
  function countingBuilds() {
    let count = 0;
    const build = () => {
      count += 1;
      return statement;
    };
    return { build, builds: () => count };
  }

  it('fills each placeholder from the values and keeps the fixed parameters', () => {
    expect(statement.text).toBe('select $1::int as id, $2 as kind');
    expect(bindValues(statement, { id: 7, unused: 1 })).toEqual([7, 'fixed']);
  });

  it('refuses to run with a placeholder left without a value', () => {
    expect(() => bindValues(statement, {})).toThrow('No value for the placeholder id');
  });

  it('names a statement after its text, so the same text gets the same name', () => {
    expect(statement.name).toMatch(/^rl_test_[0-9a-f]{16}$/);
    expect(prepareStatement('rl_test', sql`select ${sql.placeholder('id')}::int as id, ${'other'} as kind`).name).toBe(statement.name);
    expect(prepareStatement('rl_test', sql`select 1`).name).not.toBe(statement.name);
    expect(prepareStatement('rl_test', sql`select 1`, { named: false }).name).toBe('');
  });

  it('keeps no more than its bound: a new shape past it is built at each use and left unnamed', () => {
    const kept = statementCache({ max: 2 });
    const { build, builds } = countingBuilds();
    kept('a', build);
    kept('b', build);
    expect(kept('c', build).name).toBe('');
    expect(kept('c', build).name).toBe('');
    expect(kept('a', build).name).toBe(statement.name);
    expect(builds()).toBe(4);
  });

  it('builds a statement once per key', () => {
    const kept = statementCache();
    const { build, builds } = countingBuilds();
    kept('a', build);
    kept('a', build);
    kept('b', build);
    expect(builds()).toBe(2);
  });
});
