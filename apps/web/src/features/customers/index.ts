import type { RouteObject } from 'react-router';
import { createCustomer, CUSTOMER_FORM_TITLE, CUSTOMER_PAGE } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** customers/new (spec 02 §2), gated by the permission the onboarding call needs. */
export const customerRoutes: RouteObject[] = [
  {
    path: CUSTOMER_PAGE,
    handle: { ...createCustomer.access, title: CUSTOMER_FORM_TITLE } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./CreateCustomerPage')).CreateCustomerPage }),
  },
];
