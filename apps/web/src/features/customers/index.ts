import type { RouteObject } from 'react-router';
import { createCustomer, CUSTOMER_FORM_TITLE, CUSTOMER_PAGE, getCustomer, listCustomers } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** customers/new (spec 02 §2), the customers' list and a customer's page, each gated by the permission its call needs. */
export const customerRoutes: RouteObject[] = [
  {
    path: CUSTOMER_PAGE,
    handle: { ...createCustomer.access, title: CUSTOMER_FORM_TITLE } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./CreateCustomerPage')).CreateCustomerPage }),
  },
  {
    path: 'customers',
    handle: { ...listCustomers.access, title: 'Customers', isSearchable: true } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./CustomersPage')).CustomersPage }),
  },
  {
    path: 'customers/:id',
    handle: { ...getCustomer.access, title: 'Customer' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./CustomerPage')).CustomerPage }),
  },
];
