import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, databaseUrl } from '../test/database.js';
import { connectDatabase } from './client.js';

describe('a connection the database drops', () => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    url = database.url;
    drop = database.drop;
  });
  afterAll(() => drop());

  it('fails the transaction that held it, and the process and the pool carry on', async () => {
    const { db, pool } = connectDatabase(url, 2, () => undefined);
    const admin = new pg.Client({ connectionString: databaseUrl(inject('testServerUrl'), 'postgres') });
    await admin.connect();
    try {
      const failed = db.transaction(async (tx) => {
        const [{ pid }] = (await tx.execute<{ pid: number }>('select pg_backend_pid() as pid')).rows;
        // What a database restart or an administrator does to a connection in the middle of a transaction.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute('select 1');
      });
      await expect(failed).rejects.toThrow();
      expect((await db.execute<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
