import type { FastifyRequest } from 'fastify';
import type { Action, ActionsMap, PermissionLabel } from '@ringledger/contract';
import { unauthorized } from '../errors/app-error.js';

export interface RoutePermission {
  label: PermissionLabel;
  action: Action;
}

/** The signed-in user a request acts for, and what their role allows. */
export interface Principal {
  userId: number;
  deviceId: number;
  actions: ActionsMap;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, refresh, health). Every other route needs one. */
    isPublic?: boolean;
    /** Needs a session and nothing more (one's own password). */
    isSessionOnly?: boolean;
    /** Called by the switch with its own credentials, never with a console session. */
    isSwitch?: boolean;
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
