import { element, renderXml } from './xml/freeswitch-xml.js';

/**
 * The lines of deploy/freeswitch/ringledger.vars.xml that say where this Ringledger is and what
 * the switch signs in with: printed at every start, filled in, to paste into the switch's copy.
 * xml_curl.conf.xml and json_cdr.conf.xml read them, so nothing else in those files is edited.
 */
export function ringledgerVarsLines(baseUrl: string, credentials: { user: string; password: string }) {
  return [
    ['ringledger_url', baseUrl.replace(/\/$/, '')],
    ['ringledger_credentials', `${credentials.user}:${credentials.password}`],
  ].map(([name, value]) => renderXml(element('X-PRE-PROCESS', { cmd: 'set', data: `${name}=${value}` })));
}
