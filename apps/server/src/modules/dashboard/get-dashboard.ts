import { getDashboard } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { buildDashboard } from './dashboard.service.js';

export const getDashboardOperation = implement(getDashboard, ({ db, query, principal, services }) =>
  buildDashboard({
    db,
    actions: principal?.actions ?? {},
    timeZone: services.settings.get('time_zone'),
    period: query.period ?? 'today',
    linkOf: (switchId) => services.switches.state(switchId),
  }),
);
