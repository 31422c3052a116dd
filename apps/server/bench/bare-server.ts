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

/** A JSON object's keys in the contract's order (the product's serializer writes them so); absent keys stay absent. */
const inOrder = (column: string, keys: string[]) => `json_strip_nulls(json_build_object(${keys.map((key) => `'${key}', ${column}->'${key}'`).join(', ')}))`;
const queueParameters = [
  'strategy',
  'moh-sound',
  'time-base-score',
  'tier-rules-apply',
  'tier-rule-wait-second',
  'tier-rule-wait-multiply-level',
  'tier-rule-no-agent-no-wait',
  'max-wait-time',
  'max-wait-time-with-no-agent',
  'discard-abandoned-after',
];

const agentColumns = `select g.id, g.name, g.user_id, ${embed('u', ['firstname', 'lastname'])} as "user", g.type, g.contact, g.status,
    g.no_answer_delay_time, g.max_no_answer, g.wrap_up_time, g.reject_delay_time, g.busy_delay_time, g.enabled, g.domain_id,
    ${embed('dm', ['name'])} as domain, g.created_by_id, ${creator}, g.created_at, g.updated_at
  from call_center_agents g left join users u on u.id = g.user_id left join domains dm on dm.id = g.domain_id
    left join users creator on creator.id = g.created_by_id`;

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
    rows: `select c.id, c.number, c.name, c.description, c.enabled, c.main_account_id, ${embed('a', ['number'])} as main_account, c.credit_limit, c.postpaid,
        c.balance, c.pricelist_id, ${embed('p', ['name'])} as pricelist, c.domain_id, ${embed('dm', ['name'])} as domain, c.type, c.type_id, ${embed('owner', ['firstname', 'lastname'])} as user,
        c.local_charge_per_min, c.created_by_id, ${creator}, c.created_at, c.updated_at
      from call_accounts c left join accounts a on a.id = c.main_account_id left join pricelists p on p.id = c.pricelist_id
        left join domains dm on dm.id = c.domain_id
        left join users owner on owner.id = c.type_id left join users creator on creator.id = c.created_by_id
      order by c.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from call_accounts',
  },
  extensions: {
    rows: `select x.id, x.username, x.display_name, x.domain_id, ${embed('dm', ['name'])} as domain, x.account_id, ${embed('a', ['number'])} as account,
        ${embed('owner', ['firstname', 'lastname'])} as user, x.call_billing_account_id, ${embed('ca', ['number', 'name'])} as call_billing_account,
        x.local_call, x.enabled, x.caller_id, ${embed('cid', ['callerid_number'])} as account_caller_id, x.did_id, ${embed('d', ['number'])} as did,
        x.profile_id, ${embed('sp', ['name'])} as profile, x.variables, x.parameters, x.created_by_id, ${creator}, x.created_at, x.updated_at
      from extensions x left join domains dm on dm.id = x.domain_id left join accounts a on a.id = x.account_id
        left join users owner on owner.id = a.type_id left join call_accounts ca on ca.id = x.call_billing_account_id
        left join callerids cid on cid.id = x.caller_id left join dids d on d.id = x.did_id left join sip_profiles sp on sp.id = x.profile_id
        left join users creator on creator.id = x.created_by_id
      order by x.username asc, x.id asc limit $1 offset $2`,
    count: 'select count(*)::int as total from extensions',
  },
  trunks: {
    rows: `select t.id, t.name, t.gateway_id, ${embed('g', ['name'])} as gateway, t.failover_gateway_1, t.failover_gateway_2,
        ${embed('f1', ['name'])} as failover_1, ${embed('f2', ['name'])} as failover_2, t.provider_id, ${embed('p', ['number'])} as provider,
        t.enabled, t.leg_timeout, t.precedence, t.maxchannels, t.cps, t.tech, t.codec, t.cid_translation, t.dialed_modify,
        t.account_id, ${embed('a', ['number'])} as account, t.call_type, t.created_by_id, ${creator}, t.created_at, t.updated_at
      from trunks t left join gateways g on g.id = t.gateway_id left join gateways f1 on f1.id = t.failover_gateway_1
        left join gateways f2 on f2.id = t.failover_gateway_2 left join accounts p on p.id = t.provider_id
        left join accounts a on a.id = t.account_id left join users creator on creator.id = t.created_by_id
      order by t.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from trunks',
  },
  gateways: {
    rows: `select g.id, g.name, g.profile_id, ${embed('sp', ['name'])} as profile, g.enabled, g.parameters, g.variables, g.inbound_variables,
        g.outbound_variables, g.created_by_id, ${creator}, g.created_at, g.updated_at
      from gateways g left join sip_profiles sp on sp.id = g.profile_id left join users creator on creator.id = g.created_by_id
      order by g.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from gateways',
  },
  audio_files: {
    rows: `select f.id, f.filename, f.filesize, f.duration, f.format, f.category, f.location,
        json_build_object('absolute_directory', f.info->'absolute_directory', 'mounted_directory', f.info->'mounted_directory') as info, f.created_by_id, ${creator}, f.created_at, f.updated_at
      from audio_files f left join users creator on creator.id = f.created_by_id
      order by f.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from audio_files',
  },
  'call_center/queues': {
    rows: `select q.id, q.name, q.description, q.enabled, q.domain_id, ${embed('dm', ['name'])} as domain, ${inOrder('q.parameters', queueParameters)} as parameters,
        (select filename from audio_files where id = q.moh_sound_id) as moh_sound_file, q.created_by_id, ${creator}, q.created_at, q.updated_at
      from call_center_queues q left join domains dm on dm.id = q.domain_id left join users creator on creator.id = q.created_by_id
      order by q.name asc, q.id asc limit $1 offset $2`,
    count: 'select count(*)::int as total from call_center_queues',
  },
  'call_center/agents': {
    rows: `${agentColumns} order by g.name asc, g.id asc limit $1 offset $2`,
    count: 'select count(*)::int as total from call_center_agents',
  },
  domains: {
    rows: `select dm.id, dm.name, dm.is_primary, dm.enabled, dm.description, dm.parameters, dm.variables, dm.created_by_id, ${creator}, dm.created_at, dm.updated_at
      from domains dm left join users creator on creator.id = dm.created_by_id
      order by dm.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from domains',
  },
  sip_profiles: {
    rows: `select sp.id, sp.name, sp.hostname, sp.sip_ip, sp.sip_port, sp.enabled, sp.description, sp.parameters, sp.deleted_at,
        sp.created_by_id, ${creator}, sp.created_at, sp.updated_at
      from sip_profiles sp left join users creator on creator.id = sp.created_by_id
      where sp.deleted_at is null order by sp.id desc limit $1 offset $2`,
    count: 'select count(*)::int as total from sip_profiles where deleted_at is null',
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

/** Lists under a parent row: its id is the first parameter, then the page's limit and offset. */
const nestedLists = {
  'pricelists/:id/rates': {
    rows: `select id, pricelist_id, prefix, description, cost_per_min, connect_cost, included_seconds, init_inc, inc, enabled, created_at, updated_at
      from rates where pricelist_id = $1 order by prefix asc, id asc limit $2 offset $3`,
    count: 'select count(*)::int as total from rates where pricelist_id = $1',
  },
  'call_center/queues/:id/tiers': {
    rows: `select t.id, t.queue_id, t.agent_id, ${embed('g', ['name', 'contact', 'status', 'enabled'])} as agent,
        (select name from call_center_agents where id = t.agent_id) as agent_name,
        (select dm.name from call_center_queues q join domains dm on dm.id = q.domain_id where q.id = t.queue_id) as domain_name,
        t.level, t.position, t.enabled, t.created_by_id, ${creator}, t.created_at, t.updated_at
      from call_center_tiers t left join call_center_agents g on g.id = t.agent_id left join users creator on creator.id = t.created_by_id
      where t.queue_id = $1 order by t.level asc, t.id asc limit $2 offset $3`,
    count: 'select count(*)::int as total from call_center_tiers where queue_id = $1',
  },
  'call_accounts/:id/payments': {
    rows: `select p.id, p.reference, p.call_account_id, p.provider, p.status, p.amount, p.currency, p.provider_reference, p.failure_reason,
        p.completed_at, p.created_by_id, ${creator}, p.created_at, p.updated_at
      from payments p left join users creator on creator.id = p.created_by_id
      where p.call_account_id = $1 order by p.id desc limit $2 offset $3`,
    count: 'select count(*)::int as total from payments where call_account_id = $1',
  },
  'extensions/:id/devices': {
    rows: `select v.id, v.device_id, v.extension_id, ${embed('x', ['username'])} as extension, v.username, v.description, v.enabled,
        v.created_by_id, ${creator}, v.created_at, v.updated_at
      from extension_devices v left join extensions x on x.id = v.extension_id left join users creator on creator.id = v.created_by_id
      where v.extension_id = $1 order by v.username asc, v.id asc limit $2 offset $3`,
    count: 'select count(*)::int as total from extension_devices where extension_id = $1',
  },
  'extensions/:id/dids': {
    rows: `select xd.id, xd.extension_id, ${embed('x', ['username'])} as extension, xd.did_id, ${embed('d', ['number'])} as did, xd.enabled,
        xd.created_by_id, ${creator}, xd.created_at, xd.updated_at
      from extension_dids xd left join extensions x on x.id = xd.extension_id left join dids d on d.id = xd.did_id
        left join users creator on creator.id = xd.created_by_id
      where xd.extension_id = $1 order by xd.id desc limit $2 offset $3`,
    count: 'select count(*)::int as total from extension_dids where extension_id = $1',
  },
  'call_center/queues/:id/agents': {
    rows: `${agentColumns} where g.id in (select agent_id from call_center_tiers where queue_id = $1) order by g.name asc, g.id asc limit $2 offset $3`,
    count: 'select count(*)::int as total from call_center_agents where id in (select agent_id from call_center_tiers where queue_id = $1)',
  },
};

for (const [name, list] of Object.entries(nestedLists)) {
  app.get(`/api/v1/${name}`, async (request) => {
    const query = request.query as { page?: string; limit?: string };
    const parentId = Number((request.params as { id: string }).id);
    const limit = Number(query.limit ?? 20);
    const offset = (Number(query.page ?? 1) - 1) * limit;
    const [rows, count] = await Promise.all([
      pool.query({ name: `${name}_rows`, text: list.rows, values: [parentId, limit, offset] }),
      pool.query({ name: `${name}_count`, text: list.count, values: [parentId] }),
    ]);
    return { results: rows.rows, total: count.rows[0].total };
  });
}

/** A call record as a side's list answers it: on the carrier's side the account, call account, seconds and charge are the carrier's. */
function callRecordRows(side: 'user' | 'provider', where: string) {
  const mine = side === 'user' ? 'r' : 'r.provider_';
  const [account, callAccount, user] =
    side === 'user' ? ['r.account_id', 'r.call_billing_account_id', 'r.user_id'] : [`${mine}account_id`, `${mine}call_account_id`, `${mine}user_id`];
  const rateTerms = (prefix: string) =>
    ['prefix', 'cost_per_min', 'connect_cost', 'included_seconds', 'init_inc', 'inc', 'markup'].map((term) => `r.${prefix}${term}`).join(', ');
  return `select r.id::float8 as id, r.call_uuid, ${account} as account_id, ${embed('sa', ['number', 'type'])} as account,
      ${callAccount} as call_billing_account_id, ${embed('sca', ['number', 'type'])} as call_billing_account, ${user} as user_id,
      r.caller_id_number, r.caller_id_name, r.destination_number, r.direction, r.call_type, r.sip_user, r.extension_id, r.did_id, r.trunk_id,
      case when t.id is null then null else json_build_object('name', t.name) end as trunk, r.gateway, r.provider_account_id, r.provider_call_account_id,
      r.callstart, r.answerstart, r.callend, r.duration,
      ${side === 'user' ? 'r.billseconds' : 'coalesce(r.provider_billseconds, r.billseconds)'} as billseconds, r.hangup_cause, r.notes,
      ${side === 'user' ? 'r.cost' : 'coalesce(r.provider_cost, 0)'} as cost, r.provider_cost, r.margin, r.rated, r.unrated_reason, r.provider_unrated_reason,
      r.rated_number, r.charged_seconds, r.pricelist_id, ${rateTerms('rate_')}, r.provider_billseconds, r.provider_rated_number, r.provider_charged_seconds,
      r.provider_pricelist_id, ${rateTerms('provider_rate_')}, r.ledger_line_id::float8 as ledger_line_id,
      r.provider_ledger_line_id::float8 as provider_ledger_line_id, r.created_at, r.updated_at
    from call_records r left join accounts sa on sa.id = ${account} left join call_accounts sca on sca.id = ${callAccount}
      left join trunks t on t.id = r.trunk_id
    ${where} order by r.callstart desc nulls last, r.id desc limit $1 offset $2`;
}

const totalsOf = (parts: string) => `select coalesce(sum(calls), 0)::int as count, coalesce(sum(cost), 0)::numeric(18, 5)::text as total_cost,
    coalesce(sum(billseconds), 0)::int as billseconds from (${parts}) as parts`;

/** Each list with the totals over every record it matches: whole days from the rollup, the calls not billed from the records. */
const callRecordLists = {
  users: { rows: callRecordRows('user', ''), totals: totalsOf(`select calls, billseconds, cost from call_record_day_totals where user_type = 'user'`) },
  providers: {
    rows: callRecordRows('provider', 'where r.provider_account_id is not null'),
    totals: totalsOf(`select calls, billseconds, cost from call_record_day_totals where user_type = 'provider'`),
  },
  unrated: {
    rows: callRecordRows('user', 'where not r.rated'),
    totals: totalsOf(
      `select count(*) as calls, coalesce(sum(billseconds), 0) as billseconds, coalesce(sum(cost), 0) as cost from call_records where not rated`,
    ),
  },
};

for (const [name, list] of Object.entries(callRecordLists)) {
  app.get(`/api/v1/call_records/${name}`, async (request) => {
    const query = request.query as { page?: string; limit?: string };
    const limit = Number(query.limit ?? 20);
    const offset = (Number(query.page ?? 1) - 1) * limit;
    const [rows, totals] = await Promise.all([
      pool.query({ name: `call_records_${name}_rows`, text: list.rows, values: [limit, offset] }),
      pool.query({ name: `call_records_${name}_totals`, text: list.totals }),
    ]);
    return { records: rows.rows, ...totals.rows[0] };
  });
}

/** One entry per UTC day from the first day with calls to the last, from the coarse daily rollup. */
const userDays = `with per_day as (select day, sum(calls) as calls, sum(billseconds) as billseconds, sum(cost) as cost
      from call_record_day_totals where user_type = 'user' group by day),
    span as (select min(day) as first, max(day) as last from per_day)
  select to_char(series.day, 'YYYY-MM-DD') as day, coalesce(per_day.calls, 0)::int as calls, coalesce(per_day.billseconds, 0)::int as billseconds,
      coalesce(per_day.cost, 0)::numeric(18, 5)::text as cost
  from span, generate_series(span.first, span.last, interval '1 day') as series(day)
    left join per_day on per_day.day = series.day::date
  order by series.day`;

app.get('/api/v1/call_records/users/days', async () => {
  const { rows } = await pool.query({ name: 'call_records_user_days', text: userDays });
  return { days: rows };
});

/** The self-service user the product's bench signs in as: the bare server has no sessions, so it is told whose lines to read. */
const customerId = Number(process.env.BENCH_CUSTOMER_ID);
const linesOfOwner = (owner: string) => `select id from call_accounts where type = 'user' and type_id = ${owner}`;

app.get('/api/v1/users/lines', async () => {
  const { rows } = await pool.query({
    name: 'user_lines',
    text: `select c.id as call_billing_account_id, c.balance as account_balance,
        (select d.number from dids d where d.call_billing_account_id = c.id order by d.id limit 1) as did_number,
        (select e.username from extensions e where e.call_billing_account_id = c.id order by e.id limit 1) as username,
        c.number, c.name, c.created_at, c.updated_at
      from call_accounts c where c.type = 'user' and c.type_id = $1 order by c.id asc`,
    values: [customerId],
  });
  return { results: rows, total: rows.length };
});

/** The user call-record list kept to the lines the user owns: the page, and the totals from the per-account rollup. */
const lineLogs = {
  rows: callRecordRows('user', `where r.call_billing_account_id in (${linesOfOwner('$3')})`),
  totals: totalsOf(`select calls, billseconds, cost from call_record_days where user_type = 'user' and call_account_id in (${linesOfOwner('$1')})`),
};

app.get('/api/v1/users/lines/logs', async (request) => {
  const query = request.query as { page?: string; limit?: string };
  const limit = Number(query.limit ?? 20);
  const offset = (Number(query.page ?? 1) - 1) * limit;
  const [rows, totals] = await Promise.all([
    pool.query({ name: 'user_line_logs_rows', text: lineLogs.rows, values: [limit, offset, customerId] }),
    pool.query({ name: 'user_line_logs_totals', text: lineLogs.totals, values: [customerId] }),
  ]);
  return { records: rows.rows, ...totals.rows[0] };
});

app.get('/api/v1/health', async () => {
  await pool.query({ name: 'health', text: 'select 1' });
  return { status: 'ok' };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
