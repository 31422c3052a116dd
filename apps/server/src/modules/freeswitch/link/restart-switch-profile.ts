import { restartSwitchProfile } from '@ringledger/contract';
import { implement } from '../../../operations/operation-routes.js';
import { AppError } from '../../../errors/app-error.js';

/**
 * POST /switches/{id}/profiles/{profile}/restart: sofia restarts the profile, asking Ringledger
 * for its settings again (a profile Ringledger no longer serves stays down). Drops its calls.
 */
export const restartSwitchProfileOperation = implement(restartSwitchProfile, async ({ params, services }) => {
  const answer = (await services.switches.command(params.id, `sofia profile ${params.profile} restart`)).trim();
  if (/^Invalid Profile/.test(answer)) throw new AppError('NOT_FOUND', `The switch runs no SIP profile named ${params.profile}`);
  if (/must be up for at least/.test(answer)) throw new AppError('CONFLICT', answer.replace(/\s+/g, ' '));
  if (!/restarting:/.test(answer)) throw new AppError('BAD_GATEWAY', `The switch did not restart ${params.profile}: ${answer}`);
  return { message: `${params.profile} is restarting; its calls were dropped` };
});
