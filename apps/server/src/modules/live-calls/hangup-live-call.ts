import { hangupLiveCall } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { AppError, notFound } from '../../errors/app-error.js';

/** POST /live-calls/{uuid}/hangup: the switch carrying the call ends it; its CDR bills it as any other. */
export const hangupLiveCallOperation = implement(hangupLiveCall, async ({ params, services }) => {
  const switchId = services.liveCalls.switchOf(params.uuid);
  if (switchId === undefined) throw notFound(`Call ${params.uuid}`);
  const answer = await services.switches.command(switchId, `uuid_kill ${params.uuid.toLowerCase()} NORMAL_CLEARING`);
  if (!answer.startsWith('+OK')) throw new AppError('CONFLICT', `The switch did not hang up call ${params.uuid}: ${answer.trim()}`);
  return { message: `Call ${params.uuid} is hanging up` };
});
