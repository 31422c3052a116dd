import { listCustomers } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { listCustomerSummaries } from './customer-directory.service.js';

export const listCustomersOperation = implement(listCustomers, ({ db, query, services }) => listCustomerSummaries({ db, settings: services.settings, query }));
