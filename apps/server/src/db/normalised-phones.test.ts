import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { users } from './schema/index.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0004_normalised_phones.sql');

describe('phones saved as typed before the rule', () => {
  const context = useTestApp();

  it('are brought to the stored form by the migration, leaving stored ones alone', async () => {
    const [typed] = await context.db.insert(users).values({ firstname: 'Old', lastname: 'Row', type: 'user', phone: '+234 (803) 555-0199' }).returning();
    const [stored] = await context.db.insert(users).values({ firstname: 'New', lastname: 'Row', type: 'user', phone: '+2348035550100' }).returning();
    await context.db.execute(sql.raw(await readFile(migration, 'utf8')));
    const phoneOf = async (id: number) => (await context.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0].phone;
    expect(await phoneOf(typed.id)).toBe('+2348035550199');
    expect(await phoneOf(stored.id)).toBe('+2348035550100');
  });
});
