import { getCustomer } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { notFound } from '../../errors/app-error.js';
import { findCustomerSummary } from './customer-directory.service.js';

export const getCustomerOperation = implement(getCustomer, async ({ db, params, services }) => {
  const customer = await findCustomerSummary({ db, settings: services.settings, userId: params.id });
  if (!customer) throw notFound('Customer');
  return customer;
});
