import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/harness.js';
import { temporaryAudioFolder } from '../../app.js';
import { signIn } from '../../test/factories.js';
import { bootstrap } from '../index.js';
import { createSecretBox } from '../../secret-box.js';

const ADMIN = { email: 'owner@example.test', password: 'demo-order-password' };

describe('demo pricelists', () => {
  const context = useTestApp();

  it('open the default list order with the pricelists that carry rates', async () => {
    await bootstrap(context.db, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: true,
      secrets: createSecretBox(randomBytes(32)),
      audio: temporaryAudioFolder(),
    });
    const session = await signIn(context.app, ADMIN);

    const response = await context.app.inject({ method: 'GET', url: '/api/v1/pricelists?page=1&limit=20', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const { results, total } = response.json<{ results: { id: number; name: string }[]; total: number }>();
    expect(total).toBeGreaterThan(20);
    expect(results.slice(0, 2).map((row) => row.name)).toEqual(['Standard Retail', 'Premium Wholesale']);

    const withRates = await context.db
      .execute<{ pricelist_id: number }>(sql`select distinct pricelist_id from rates`)
      .then((result) => result.rows.map((row) => row.pricelist_id).sort());
    expect(withRates).toEqual(
      results
        .slice(0, 2)
        .map((row) => row.id)
        .sort(),
    );
  });
});
