import { getTrafficReport } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { buildTrafficReport } from './traffic-report.service.js';

export const getTrafficReportOperation = implement(getTrafficReport, ({ db, query, principal, services }) =>
  buildTrafficReport({ db, actions: principal?.actions ?? {}, timeZone: services.settings.get('time_zone'), query }),
);
