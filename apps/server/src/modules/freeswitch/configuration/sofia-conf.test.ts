import { describe, expect, it } from 'vitest';
import { sofiaConfiguration, type SofiaProfile } from './sofia-conf.js';

const profile = (overrides: Partial<SofiaProfile> = {}): SofiaProfile => ({
  name: 'internal',
  sipIp: '10.0.0.5',
  sipPort: 5060,
  parameters: {},
  gateways: [],
  ...overrides,
});
const gateway = { name: 'carrier', password: null, parameters: { proxy: 'sip.carrier.example' }, variables: {}, inboundVariables: {}, outboundVariables: {} };

describe('sofia.conf', () => {
  it("writes a profile's address and port, and what routing needs where the operator said nothing", () => {
    const xml = sofiaConfiguration([profile()]);
    expect(xml).toContain('<profile name="internal"><gateways/><settings>');
    for (const [name, value] of [
      ['sip-ip', '10.0.0.5'],
      ['sip-port', '5060'],
      ['rtp-ip', '10.0.0.5'],
      ['context', 'public'],
      ['dialplan', 'XML'],
      ['auth-calls', 'true'],
    ])
      expect(xml).toContain(`<param name="${name}" value="${value}"/>`);
  });

  it("passes the operator's parameters as written and adds nothing they set", () => {
    const xml = sofiaConfiguration([profile({ parameters: { 'auth-calls': 'false', context: 'carriers', 'apply-inbound-acl': 'carriers', 'sip-port': '9' } })]);
    expect(xml).toContain('<param name="auth-calls" value="false"/>');
    expect(xml).toContain('<param name="context" value="carriers"/>');
    expect(xml).toContain('<param name="apply-inbound-acl" value="carriers"/>');
    expect(xml).not.toContain('value="true"/><param name="auth-calls"');
    expect(xml.match(/name="auth-calls"/g)).toHaveLength(1);
    // The profile's own port wins over a parameter naming another.
    expect(xml.match(/name="sip-port"/g)).toHaveLength(1);
    expect(xml).toContain('<param name="sip-port" value="5060"/>');
  });

  it('keeps a gateway that cannot register from registering, and lets one with credentials register as sofia does by default', () => {
    const xml = sofiaConfiguration([
      profile({
        gateways: [
          gateway,
          { ...gateway, name: 'registering', password: 's3cret&<', parameters: { proxy: 'sip.b.example', username: 'acme' } },
          { ...gateway, name: 'told', parameters: { proxy: 'sip.c.example', register: 'true' } },
        ],
      }),
    ]);
    expect(xml).toContain(
      '<gateway name="carrier"><param name="proxy" value="sip.carrier.example"/><param name="register" value="false"/><variables/></gateway>',
    );
    expect(xml).toContain(
      '<gateway name="registering"><param name="proxy" value="sip.b.example"/><param name="username" value="acme"/><param name="password" value="s3cret&amp;&lt;"/><variables/></gateway>',
    );
    expect(xml).toContain('<gateway name="told"><param name="proxy" value="sip.c.example"/><param name="register" value="true"/><variables/></gateway>');
  });

  it("writes a gateway's variables with their direction", () => {
    const xml = sofiaConfiguration([
      profile({ gateways: [{ ...gateway, variables: { a: '1' }, inboundVariables: { b: '2' }, outboundVariables: { c: '3' } }] }),
    ]);
    expect(xml).toContain(
      '<variables><variable name="a" value="1"/><variable name="b" value="2" direction="inbound"/><variable name="c" value="3" direction="outbound"/></variables>',
    );
  });
});
