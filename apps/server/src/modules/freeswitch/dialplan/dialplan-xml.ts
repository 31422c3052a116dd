import { CONTROL_CHARACTER } from '@ringledger/contract';
import { element, sectionDocument } from '../xml/freeswitch-xml.js';

/** One dialplan action: a dptools application and its argument. */
export type DialplanAction = readonly [application: string, data: string];

/** The one extension that routes a call, in the context the switch is hunting in. */
export function dialplanDocument(context: string, name: string, actions: readonly DialplanAction[]) {
  return sectionDocument('dialplan', [
    element('context', { name: context }, [
      element('extension', { name }, [
        element(
          'condition',
          { field: 'destination_number', expression: '^.*$' },
          actions.map(([application, data]) => element('action', { application, data })),
        ),
      ]),
    ]),
  ]);
}

/** The call cannot be routed: the switch logs why and ends it with `cause`. */
export function hangupActions(cause: string, reason: string): DialplanAction[] {
  return [
    ['log', `WARNING Ringledger cannot route this call: ${reason}`],
    ['hangup', cause],
  ];
}

/** What may stand in a leg's endpoint or variables: no separator of a dial string, no `${` the switch would expand. */
export const isPlainToken = (value: string) => /^[A-Za-z0-9+*#@._-]+$/.test(value);

/** Text a `set` may carry as it is: nothing the switch would expand (`${…}`, `$${…}`) or unescape. */
export const isPlainText = (value: string) => !/[$\\{}]/.test(value) && !CONTROL_CHARACTER.test(value) && !/[\n\r\t]/.test(value);

/**
 * One leg of a dial string: `[name=value,…]endpoint`. A value holding commas (a codec list) is
 * quoted; values are built by Ringledger from checked data, never from what a caller sent.
 */
export function dialLeg(endpoint: string, legVariables: Readonly<Record<string, string | number | null | undefined>>) {
  const written = Object.entries(legVariables)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => (String(value).includes(',') ? `${name}='${String(value)}'` : `${name}=${String(value)}`));
  return written.length > 0 ? `[${written.join(',')}]${endpoint}` : endpoint;
}
