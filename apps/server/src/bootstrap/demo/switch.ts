import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, domains, gateways, sipProfiles, switches, trunks } from '../../db/schema/index.js';
import type { SecretBox } from '../../secret-box.js';

const CARRIERS = [
  { name: 'carrier-alpha', realm: 'sip.alpha-telecom.example', username: 'rl-alpha', trunk: 'Alpha international', codec: 'PCMU,PCMA,G729' },
  { name: 'carrier-bravo', realm: 'voice.bravo.example', username: 'rl-bravo', trunk: 'Bravo local', codec: 'PCMA,PCMU' },
  { name: 'carrier-charlie', realm: 'trunk.charlie-networks.example', username: 'rl-charlie', trunk: 'Charlie wholesale', codec: 'G729,PCMU' },
];

/**
 * The switch side of the demo: two domains (the first primary), the usual internal and external
 * SIP profiles, three carrier gateways on the external one and a trunk per carrier that fails
 * over to the next two carriers, billed by the demo's provider accounts; and the switch itself,
 * disabled until an operator points it at a FreeSWITCH that runs (the demo's addresses are examples).
 */
export async function seedSwitch(db: Executor, refs: { adminId: number; secrets: SecretBox }) {
  const created_by_id = refs.adminId;
  await db.insert(domains).values([
    { name: 'sip.ringledger.example', is_primary: true, description: 'Where customer phones register', variables: { user_context: 'default' }, created_by_id },
    { name: '192.0.2.10', description: 'The switch by address, for phones without DNS', created_by_id },
  ]);
  const [, external] = await db
    .insert(sipProfiles)
    .values([
      {
        name: 'internal',
        sip_ip: '10.0.0.5',
        sip_port: 5060,
        description: 'Registered phones and softphones',
        parameters: { context: 'default', 'rtp-ip': '10.0.0.5', 'auth-calls': 'true', 'ext-rtp-ip': '203.0.113.7', 'ext-sip-ip': '203.0.113.7' },
        created_by_id,
      },
      {
        name: 'external',
        sip_ip: '10.0.0.5',
        sip_port: 5080,
        description: 'Carriers: gateways register and calls come in here',
        parameters: { context: 'public', 'rtp-ip': '10.0.0.5', 'auth-calls': 'false', 'ext-rtp-ip': '203.0.113.7', 'ext-sip-ip': '203.0.113.7' },
        created_by_id,
      },
    ])
    .returning({ id: sipProfiles.id });
  const gatewayRows = await db
    .insert(gateways)
    .values(
      CARRIERS.map((carrier, index) => ({
        name: carrier.name,
        profile_id: external.id,
        enabled: true,
        password: refs.secrets.seal(`demo-${carrier.username}-secret`),
        parameters: {
          username: carrier.username,
          realm: carrier.realm,
          proxy: carrier.realm,
          register: index === 2 ? 'false' : 'true',
          'register-transport': 'udp',
          'expire-seconds': '3600',
          'retry-seconds': '30',
          'caller-id-in-from': 'true',
          ping: '30',
        },
        outbound_variables: { sip_cid_type: 'pid' },
        created_by_id,
      })),
    )
    .returning({ id: gateways.id });
  const providers = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'provider')).orderBy(accounts.id).limit(CARRIERS.length);
  await db.insert(trunks).values(
    CARRIERS.map((carrier, index) => ({
      name: carrier.trunk,
      gateway_id: gatewayRows[index].id,
      failover_gateway_1: gatewayRows[(index + 1) % CARRIERS.length].id,
      failover_gateway_2: gatewayRows[(index + 2) % CARRIERS.length].id,
      provider_id: providers[index]?.id ?? null,
      leg_timeout: 30,
      precedence: index,
      maxchannels: 60 * (index + 1),
      cps: 10,
      tech: 'sofia',
      codec: carrier.codec,
      created_by_id,
    })),
  );
  await db.insert(switches).values({ name: 'switch-1', host: '10.0.0.5', port: 8021, password: refs.secrets.seal('ClueCon'), enabled: false, created_by_id });
}
