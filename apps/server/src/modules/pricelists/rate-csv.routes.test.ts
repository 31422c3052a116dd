import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { RATE_CSV_COLUMNS } from '@ringledger/contract';
import { rates, roles, users } from '../../db/schema/index.js';
import { replaceRolePermissions } from '../../auth/permissions.queries.js';
import { useTestApp } from '../../test/harness.js';
import { createPricelist, createUser, signIn } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { decodedBody } from '../../test/encoding.js';
import { rateLineColumns, upsertRates } from './rates.queries.js';

describe('rate CSV import and export', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
  });

  const upload = async (pricelistId: number, csv: string | Buffer, query = '', options?: Parameters<typeof multipartFile>[1], session = admin) => {
    const body = await multipartFile(csv, options);
    return context.app.inject({
      method: 'POST',
      url: `/api/v1/pricelists/${pricelistId}/rates/import${query}`,
      payload: body.payload,
      headers: { ...session.headers, ...body.headers },
    });
  };
  const download = (pricelistId: number) =>
    context.app.inject({ method: 'GET', url: `/api/v1/pricelists/${pricelistId}/rates/export`, headers: admin.headers });
  const ratesOf = (pricelistId: number) => context.db.select(rateLineColumns).from(rates).where(eq(rates.pricelist_id, pricelistId)).orderBy(asc(rates.prefix));

  const GOOD_FILE = [
    'prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled',
    '234803,"Nigeria, MTN",0.1,0.05,0,60,30,true',
    '2348,Nigeria mobile,0.2,,,,,no',
    '44,UK,0.01234,0,30,1,1,1',
  ].join('\n');

  it('imports a good file and answers how many rates it wrote', async () => {
    const pricelist = await createPricelist(context.db);
    const response = await upload(pricelist.id, GOOD_FILE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3, skipped: [], skipped_count: 0 });
    expect(await ratesOf(pricelist.id)).toEqual([
      {
        prefix: '2348',
        description: 'Nigeria mobile',
        cost_per_min: '0.20000',
        connect_cost: '0.00000',
        included_seconds: 0,
        init_inc: 0,
        inc: 0,
        enabled: false,
      },
      {
        prefix: '234803',
        description: 'Nigeria, MTN',
        cost_per_min: '0.10000',
        connect_cost: '0.05000',
        included_seconds: 0,
        init_inc: 60,
        inc: 30,
        enabled: true,
      },
      { prefix: '44', description: 'UK', cost_per_min: '0.01234', connect_cost: '0.00000', included_seconds: 30, init_inc: 1, inc: 1, enabled: true },
    ]);
  });

  it('refuses a file with bad lines, naming each line and its reason, and writes nothing', async () => {
    const pricelist = await createPricelist(context.db);
    const csv = 'prefix,cost_per_min\n1,0.1\n12a,0.1\n2,\n3,0.1\n1,0.3\n';
    const response = await upload(pricelist.id, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: '3 lines were refused; nothing was imported',
      lines: [
        { line: 3, error: 'Prefix must contain digits only' },
        { line: 4, error: 'Cost per minute must be a number' },
        { line: 6, error: 'Prefix 1 already appears on line 2' },
      ],
    });
    expect(await ratesOf(pricelist.id)).toEqual([]);
  });

  it('names the first 100 refused lines and counts them all', async () => {
    const pricelist = await createPricelist(context.db);
    const response = await upload(pricelist.id, `prefix,cost_per_min\n${'x,1\n'.repeat(250)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('250 lines were refused; nothing was imported');
    expect(response.json().lines).toHaveLength(100);
  });

  it('with skip_invalid=true writes the good lines and lists the skipped ones', async () => {
    const pricelist = await createPricelist(context.db);
    const response = await upload(pricelist.id, 'prefix,cost_per_min\n1,0.1\nabc,0.1\n2,0.2\n', '?skip_invalid=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, skipped: [{ line: 3, error: 'Prefix must contain digits only' }], skipped_count: 1 });
    expect((await ratesOf(pricelist.id)).map((rate) => [rate.prefix, rate.cost_per_min])).toEqual([
      ['1', '0.10000'],
      ['2', '0.20000'],
    ]);
  });

  it('re-importing replaces the rates of prefixes already there and keeps the others', async () => {
    const pricelist = await createPricelist(context.db);
    await upload(pricelist.id, GOOD_FILE);
    const [before] = await context.db
      .select()
      .from(rates)
      .where(and(eq(rates.pricelist_id, pricelist.id), eq(rates.prefix, '44')));
    const response = await upload(pricelist.id, 'prefix,cost_per_min,description\n44,0.02,UK all\n33,0.03,France\n');
    expect(response.json()).toEqual({ imported: 2, skipped: [], skipped_count: 0 });
    const after = await ratesOf(pricelist.id);
    expect(after.map((rate) => rate.prefix)).toEqual(['2348', '234803', '33', '44']);
    // The file is the truth for its prefixes: columns it leaves out go back to their defaults.
    expect(after[3]).toEqual({
      prefix: '44',
      description: 'UK all',
      cost_per_min: '0.02000',
      connect_cost: '0.00000',
      included_seconds: 0,
      init_inc: 0,
      inc: 0,
      enabled: true,
    });
    const [updated] = await context.db.select().from(rates).where(eq(rates.id, before.id));
    expect(updated.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('lets a role that may add rates but not edit them add new prefixes, never replace existing ones', async () => {
    const [role] = await context.db
      .insert(roles)
      .values({ name: `rate loader ${Date.now()}` })
      .returning();
    await replaceRolePermissions(context.db, role.id, { PRICELISTS: ['list', 'view', 'create'] });
    const loader = await createUser(context.db, 'agent');
    await context.db.update(users).set({ role_id: role.id }).where(eq(users.id, loader.id));
    const session = await signIn(context.app, loader);
    const pricelist = await createPricelist(context.db);
    await upload(pricelist.id, 'prefix,cost_per_min\n44,0.01\n');

    const replacing = await upload(pricelist.id, 'prefix,cost_per_min\n44,0.99\n33,0.03\n', '', undefined, session);
    expect(replacing.statusCode).toBe(403);
    expect(replacing.json()).toEqual({ error: '1 of these prefixes already have rates; replacing them needs permission to edit pricelists' });
    expect((await ratesOf(pricelist.id)).map((rate) => [rate.prefix, rate.cost_per_min])).toEqual([['44', '0.01000']]);

    const adding = await upload(pricelist.id, 'prefix,cost_per_min\n33,0.03\n', '', undefined, session);
    expect(adding.json()).toEqual({ imported: 1, skipped: [], skipped_count: 0 });
  });

  it('exports every rate as CSV with a header row, which imports back to the same rates', async () => {
    const pricelist = await createPricelist(context.db, { name: 'Retail NG / "Gold"' });
    await upload(pricelist.id, GOOD_FILE);
    const response = await download(pricelist.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rates-retail-ng-gold.csv"');
    const [header, ...lines] = response.body.trim().split('\n');
    expect(header).toBe(RATE_CSV_COLUMNS.join(','));
    expect(lines).toEqual([
      '2348,Nigeria mobile,0.20000,0.00000,0,0,0,false',
      '234803,"Nigeria, MTN",0.10000,0.05000,0,60,30,true',
      '44,UK,0.01234,0.00000,30,1,1,true',
    ]);

    const copy = await createPricelist(context.db);
    expect((await upload(copy.id, response.body)).json()).toEqual({ imported: 3, skipped: [], skipped_count: 0 });
    expect(await ratesOf(copy.id)).toEqual(await ratesOf(pricelist.id));
    expect((await download(copy.id)).body).toBe(response.body);
  });

  it('exports many rates in prefix order, past one batch', async () => {
    const pricelist = await createPricelist(context.db);
    const prefixes = Array.from({ length: 7_000 }, (_, index) => String(100_000 + index));
    const line = { description: null, cost_per_min: '0.1', connect_cost: '0', included_seconds: 0, init_inc: 0, inc: 0, enabled: true };
    await upsertRates(
      context.db,
      pricelist.id,
      prefixes.map((prefix) => ({ ...line, prefix })),
    );
    const records: Record<string, string>[] = parse((await download(pricelist.id)).body, { columns: true });
    expect(records).toHaveLength(7_000);
    expect(records.map((record) => record.prefix)).toEqual(prefixes);
  });

  it('writes descriptions a spreadsheet would run as formulas with a leading quote, and reads them back as they were', async () => {
    const pricelist = await createPricelist(context.db);
    const formulas = ['=HYPERLINK("http://x.test","free credit")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3'];
    const line = { cost_per_min: '0.1', connect_cost: '0', included_seconds: 0, init_inc: 0, inc: 0, enabled: true };
    await upsertRates(
      context.db,
      pricelist.id,
      formulas.map((description, index) => ({ ...line, prefix: String(100 + index), description })),
    );
    const exported = (await download(pricelist.id)).body;
    const records: Record<string, string>[] = parse(exported, { columns: true });
    expect(records.map((record) => record.description)).toEqual(formulas.map((formula) => `'${formula}`));
    // Exported again after a round trip, a quoted cell stays quoted once.
    const copy = await createPricelist(context.db);
    await upload(copy.id, exported);
    expect((await download(copy.id)).body).toBe(exported);
  });

  it('never exports a formula hidden behind a leading tab in an imported description', async () => {
    const pricelist = await createPricelist(context.db);
    const file = ['prefix,description,cost_per_min', '101,\t=1+1,0.1', '102,"\t=1+1",0.1', '103,\t\t+SUM(A1),0.1'].join('\n');
    expect((await upload(pricelist.id, file)).json()).toMatchObject({ imported: 3, skipped_count: 0 });
    // Import trims the tab away, which would leave a live formula behind if export did not quote it.
    expect((await ratesOf(pricelist.id)).map((rate) => rate.description)).toEqual(['=1+1', '=1+1', '+SUM(A1)']);
    const records: Record<string, string>[] = parse((await download(pricelist.id)).body, { columns: true });
    expect(records.map((record) => record.description)).toEqual(["'=1+1", "'=1+1", "'+SUM(A1)"]);
  });

  it('streams the export compressed to a browser that accepts it, with the same text', async () => {
    const pricelist = await createPricelist(context.db);
    await upload(pricelist.id, GOOD_FILE);
    const plain = await download(pricelist.id);
    for (const encoding of ['br', 'gzip']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/v1/pricelists/${pricelist.id}/rates/export`,
        headers: { ...admin.headers, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      // Still a stream: its length is not known before the last rate is written.
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(decodedBody(response)).toBe(plain.body);
    }
  });

  it('exports only a header for a pricelist without rates', async () => {
    const pricelist = await createPricelist(context.db);
    expect((await download(pricelist.id)).body).toBe(`${RATE_CSV_COLUMNS.join(',')}\n`);
  });

  describe('refuses an upload that is not a rate file', () => {
    let pricelistId: number;
    beforeAll(async () => {
      pricelistId = (await createPricelist(context.db)).id;
    });

    it('without a multipart body', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v1/pricelists/${pricelistId}/rates/import`,
        headers: admin.headers,
        payload: { prefix: '1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Send the rates as a multipart/form-data upload with the CSV file in the field "file"' });
    });

    it('without a file, or with the file in another field', async () => {
      const form = new FormData();
      form.append('skip_invalid', 'true');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const noFile = await context.app.inject({
        method: 'POST',
        url: `/api/v1/pricelists/${pricelistId}/rates/import`,
        headers: { ...admin.headers, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ error: 'Choose a CSV file to upload in the field "file"' });
      const otherField = await upload(pricelistId, GOOD_FILE, '', { field: 'rates' });
      expect(otherField.json()).toEqual({ error: 'Choose a CSV file to upload in the field "file"' });
    });

    it('a binary file, a file without the header row, and broken CSV', async () => {
      const spreadsheet = await upload(pricelistId, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), '', {
        filename: 'rates.xlsx',
        type: 'application/octet-stream',
      });
      expect(spreadsheet.statusCode).toBe(400);
      expect(spreadsheet.json()).toEqual({ error: 'The file is not CSV text; save the rates as a .csv file (UTF-8)' });
      const headless = await upload(pricelistId, '234803,0.1\n44,0.2\n');
      expect(headless.statusCode).toBe(400);
      expect(headless.json().error).toMatch(/^The header names an unknown column "234803"/);
      const broken = await upload(pricelistId, 'prefix,cost_per_min\n"1,0.1\n');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toMatch(/^The file is not valid CSV/);
      expect((await upload(pricelistId, '')).statusCode).toBe(400);
      expect(await ratesOf(pricelistId)).toEqual([]);
    });

    it('a broken multipart body, or one cut off inside the file', async () => {
      const post = (payload: string) =>
        context.app.inject({
          method: 'POST',
          url: `/api/v1/pricelists/${pricelistId}/rates/import`,
          headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
          payload,
        });
      expect((await post('not multipart at all')).json()).toEqual({
        error: 'Send the rates as a multipart/form-data upload with the CSV file in the field "file"',
      });
      const cutOff = await post('--xyz\r\nContent-Disposition: form-data; name="file"; filename="rates.csv"\r\n\r\nprefix,cost_per_min\n1,0.1\n');
      expect(cutOff.statusCode).toBe(400);
      expect(cutOff.json()).toEqual({ error: 'The upload ended before the file did; send it again' });
      expect(await ratesOf(pricelistId)).toEqual([]);
    });

    it('a file over 50 MB, with 413', async () => {
      const line = `1,${'x'.repeat(60_000)},0.1\n`;
      const response = await upload(pricelistId, `prefix,description,cost_per_min\n${line.repeat(900)}`, '?skip_invalid=true');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The file is larger than 50 MB; split it into smaller files' });
      expect(await ratesOf(pricelistId)).toEqual([]);
    });

    it('a skip_invalid that is not true or false', async () => {
      const response = await upload(pricelistId, GOOD_FILE, '?skip_invalid=maybe');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('skip_invalid must be true or false');
    });

    it('for a missing pricelist, with 404', async () => {
      const response = await upload(2147483000, GOOD_FILE);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Pricelist was not found' });
    });
  });
});
