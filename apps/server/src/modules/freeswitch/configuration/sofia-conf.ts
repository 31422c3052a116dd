import { element, params, sectionDocument, type XmlElement } from '../xml/freeswitch-xml.js';

export interface SofiaGateway {
  name: string;
  /** The carrier's password, opened from its seal; never stored or logged in clear. */
  password: string | null;
  parameters: Record<string, string>;
  variables: Record<string, string>;
  inboundVariables: Record<string, string>;
  outboundVariables: Record<string, string>;
}

export interface SofiaProfile {
  name: string;
  sipIp: string;
  sipPort: number;
  parameters: Record<string, string>;
  gateways: SofiaGateway[];
}

/**
 * What a profile needs to route through Ringledger, where the operator did not say otherwise:
 * its calls go to the XML dialplan (which Ringledger answers), its callers are challenged, and the
 * digest realm is the caller's domain, which the directory's a1-hash is made for.
 */
const PROFILE_DEFAULTS: Record<string, string> = {
  context: 'public',
  dialplan: 'XML',
  'auth-calls': 'true',
  'challenge-realm': 'auto_from',
  'inbound-codec-prefs': 'PCMU,PCMA',
  'outbound-codec-prefs': 'PCMU,PCMA',
};

/** The operator's parameters as written, then what Ringledger adds: the address and port are the profile's own fields. */
function profileParameters(profile: SofiaProfile): [string, string][] {
  const written = Object.entries(profile.parameters).filter(([name]) => name !== 'sip-ip' && name !== 'sip-port');
  const added: [string, string][] = [
    ['sip-ip', profile.sipIp],
    ['sip-port', String(profile.sipPort)],
    ...Object.entries({ 'rtp-ip': profile.sipIp, ...PROFILE_DEFAULTS }).filter(([name]) => !(name in profile.parameters)),
  ];
  return [...written, ...added];
}

/**
 * A gateway's parameters as written, its sealed password opened, and `register=false` where it
 * could not register anyway (no username or password): sofia's default is to register, and it
 * drops a registering gateway that lacks either.
 */
function gatewayParameters(gateway: SofiaGateway): [string, string][] {
  const written: [string, string][] = Object.entries(gateway.parameters);
  if (gateway.password) written.push(['password', gateway.password]);
  const canRegister = Boolean(gateway.parameters.username && gateway.password);
  if (!('register' in gateway.parameters) && !canRegister) written.push(['register', 'false']);
  return written;
}

function gatewayVariables(gateway: SofiaGateway) {
  const variable =
    (direction?: 'inbound' | 'outbound') =>
    ([name, value]: [string, string]) =>
      element('variable', { name, value, direction });
  return element('variables', {}, [
    ...Object.entries(gateway.variables).map(variable()),
    ...Object.entries(gateway.inboundVariables).map(variable('inbound')),
    ...Object.entries(gateway.outboundVariables).map(variable('outbound')),
  ]);
}

function profileElement(profile: SofiaProfile): XmlElement {
  return element('profile', { name: profile.name }, [
    element(
      'gateways',
      {},
      profile.gateways.map((gateway) =>
        element('gateway', { name: gateway.name }, [...params(gatewayParameters(gateway)).children, gatewayVariables(gateway)]),
      ),
    ),
    element('settings', {}, params(profileParameters(profile)).children),
  ]);
}

/** sofia.conf: the profiles Ringledger holds for this switch, each with its enabled gateways. */
export function sofiaConfiguration(profiles: readonly SofiaProfile[]) {
  return sectionDocument('configuration', [
    element('configuration', { name: 'sofia.conf', description: 'sofia Endpoint (Ringledger)' }, [
      element('global_settings', {}, params([['log-level', '0']]).children),
      element('profiles', {}, profiles.map(profileElement)),
    ]),
  ]);
}
