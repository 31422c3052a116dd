import type { XmlAnswerer } from '../xml-curl/xml-answerer.js';
import { dialplanDocument } from './dialplan-xml.js';
import { dialledDid, refused, routeInbound, routeLocal, routeOutbound, type Route } from './route-call.js';
import { decisionActions } from '../../call-authorization/authorize-call.js';

/** An rl_* id as the directory set it on the channel. */
function idOf(value: string | undefined) {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The dialplan: one answer per call, from the data. A call from one of our extensions (the
 * directory set rl_extension_id on it when its device signed in) rings another extension of its
 * domain, or one of our own DIDs as a carrier's call to it would, or goes out through the trunks;
 * any other call is a carrier's to one of our DIDs.
 * What cannot be routed ends with a hangup cause, and the reason is logged here and on the switch.
 */
export const answerDialplan: XmlAnswerer = async (request, { services, request: http }) => {
  const context = request.field('Hunt-Context') ?? request.field('Caller-Context') ?? 'default';
  const destination = request.field('Hunt-Destination-Number') ?? request.field('Caller-Destination-Number') ?? '';
  const extensionId = idOf(request.field('variable_rl_extension_id'));
  const data = await http.server.switchData.current();
  let route: Route;
  if (extensionId !== undefined) {
    const caller = data.findCaller(extensionId, destination);
    if (!caller) route = refused('CALL_REJECTED', `extension ${extensionId} is disabled or gone`);
    else if (caller.calleeUsername) route = routeLocal(caller);
    else {
      const { rating } = http.server;
      const ownDid = await dialledDid(caller, destination, { findDid: data.findDid, rating });
      route = ownDid
        ? routeInbound(ownDid, { extensionId: caller.id })
        : await routeOutbound({ caller, destination, trunks: data.findTrunks(caller.accountId), rating });
    }
  } else {
    const did = data.findDid(destination);
    route = did
      ? routeInbound(did, { carrierNumber: request.field('Caller-Caller-ID-Number') })
      : refused('UNALLOCATED_NUMBER', `${destination || 'an empty number'} is none of our DIDs`);
  }
  if (route.kind === 'refused') {
    services.log.info({ destination, cause: route.cause, switch: request.hostname }, `call not routed: ${route.reason}`);
    return dialplanDocument(context, `ringledger-${route.kind}`, route.actions);
  }
  const callUuid = request.field('Unique-ID') ?? request.field('Channel-Call-UUID');
  if (!route.billing || !callUuid) return dialplanDocument(context, `ringledger-${route.kind}`, route.actions);
  // Before anything rings: may the call start, and for how long? Its money is held until its CDR comes.
  const decision = await http.server.callAuthorizer.authorize({ ...route.billing, callUuid, switchName: request.hostname || null });
  if (!decision.allowed) {
    services.log.info({ destination, callUuid, cause: decision.hangupCause, switch: request.hostname }, `call refused: ${decision.reason}`);
    return dialplanDocument(context, 'ringledger-refused', decisionActions(decision));
  }
  return dialplanDocument(context, `ringledger-${route.kind}`, [...decisionActions(decision), ...route.actions]);
};
