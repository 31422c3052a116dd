/**
 * The <settings> of FreeSWITCH's json_cdr.conf.xml that send CDRs here: printed at every start
 * so they can be pasted, with the switch's credentials. JSON bodies (encode=false) with
 * %-encoded values (mod_json_cdr's default), B-legs too (the carrier side), retried, and kept
 * in err-log-dir when Ringledger cannot be reached, for `npm run cdr:import`.
 */
export function jsonCdrSettings(baseUrl: string, credentials: { user: string; password: string }) {
  const params: [string, string][] = [
    ['url', `${baseUrl.replace(/\/$/, '')}/api/v1/freeswitch/cdr`],
    ['cred', `${credentials.user}:${credentials.password}`],
    ['auth-scheme', 'basic'],
    ['encode', 'false'],
    ['encode-values', 'true'],
    ['log-b-leg', 'true'],
    ['retries', '3'],
    ['delay', '5'],
    ['log-errors-to-disk', 'true'],
    ['err-log-dir', '/var/log/freeswitch/json_cdr_errors'],
  ];
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return params.map(([name, value]) => `<param name="${name}" value="${escape(value)}"/>`);
}
