/**
 * The baseline `npm run bench:api` holds Ringledger against: Fastify and a pg Pool with nothing
 * else, answering the same list pages with the same SQL work and byte-identical JSON, each query
 * a named prepared statement. No authentication, no validation, no logging: the floor.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const creator = `case when creator.id is null then null else json_build_object('firstname', creator.firstname, 'lastname', creator.lastname) end as created_by`;
const embed = (alias: string, columns: string[]) =>
  `case when ${alias}.id is null then null else json_build_object(${columns.map((column) => `'${column}', ${alias}.${column}`).join(', ')}) end`;

const lists = {
  dids: {
    rows: `select d.id, d.number, d.account_id, ${embed('a', ['number'])} as account, d.call_billing_account_id,
        ${embed('ca', ['number', 'name'])} as call_billing_account, d.leg_timeout, d.enabled, d.simultaneous_extension, d.ringback,
        d.connectcost, d.includedseconds, d.cost, d.maxchannels, d.init_inc, d.inc, d.always_vm_flag, d.user_busy_vm_flag,
        d.user_not_registered_vm_flag, d.no_answer_vm_flag, d.call_type_vm_flag, d.allow_call_recording, d.call_type, d.call_type_id,
        d.created_by_id, ${creator}, d.created_at, d.updated_at
      from dids d left join accounts a on a.id = d.account_id left join call_accounts ca on ca.id = d.call_billing_account_id
        left join users creator on creator.id = d.created_by_id
      order by d.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from dids',
  },
  users: {
    rows: `select u.id, u.firstname, u.lastname, u.name, u.email, u.phone, u.type, u.role_id,
        ${embed('r', ['name'])} as role, u.created_by_id, ${creator}, u.created_at, u.updated_at
      from users u left join roles r on r.id = coalesce(u.role_id, (select id from roles where name = u.type))
        left join users creator on creator.id = u.created_by_id
      order by u.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from users',
  },
  call_accounts: {
    rows: `select c.id, c.number, c.name, c.enabled, c.main_account_id, ${embed('a', ['number'])} as main_account, c.credit_limit, c.postpaid,
        c.balance, c.pricelist_id, ${embed('p', ['name'])} as pricelist, c.domain_id, c.type, c.type_id, ${embed('owner', ['firstname', 'lastname'])} as user,
        c.local_charge_per_min, c.created_by_id, ${creator}, c.created_at, c.updated_at
      from call_accounts c left join accounts a on a.id = c.main_account_id left join pricelists p on p.id = c.pricelist_id
        left join users owner on owner.id = c.type_id left join users creator on creator.id = c.created_by_id
      order by c.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from call_accounts',
  },
};

app.get('/api/v1/dids/:id', async (request) => {
  const id = Number((request.params as { id: string }).id);
  const text = lists.dids.rows.replace('order by d.id desc limit $1 offset $2', 'where d.id = $1');
  const rows = await pool.query({ name: 'did_one', text, values: [id] });
  return rows.rows[0];
});

for (const [name, list] of Object.entries(lists)) {
  app.get(`/api/v1/${name}`, async (request) => {
    const query = request.query as { page?: string; limit?: string };
    const limit = Number(query.limit ?? 20);
    const offset = (Number(query.page ?? 1) - 1) * limit;
    const [rows, count] = await Promise.all([
      pool.query({ name: `${name}_rows`, text: list.rows, values: [limit, offset] }),
      pool.query({ name: `${name}_count`, text: list.count }),
    ]);
    return { results: rows.rows, total: count.rows[0].total };
  });
}

app.get('/api/v1/pricelists/:id/rates', async (request) => {
  const query = request.query as { page?: string; limit?: string };
  const pricelistId = Number((request.params as { id: string }).id);
  const limit = Number(query.limit ?? 20);
  const offset = (Number(query.page ?? 1) - 1) * limit;
  const [rows, count] = await Promise.all([
    pool.query({
      name: 'rates_rows',
      text: `select id, pricelist_id, prefix, description, cost_per_min, connect_cost, included_seconds, init_inc, inc, enabled, created_at, updated_at
        from rates where pricelist_id = $1 order by prefix asc, id asc limit $2 offset $3`,
      values: [pricelistId, limit, offset],
    }),
    pool.query({ name: 'rates_count', text: 'select count(*)::int as total from rates where pricelist_id = $1', values: [pricelistId] }),
  ]);
  return { results: rows.rows, total: count.rows[0].total };
});

app.get('/api/v1/health', async () => {
  await pool.query({ name: 'health', text: 'select 1' });
  return { status: 'ok' };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
