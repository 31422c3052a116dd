import type { RouteObject } from 'react-router';
import { getUserPayment, listUserPayments, showSandboxCheckout, startRecharge, verifyRecharge } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** The self-service recharge (spec 02 §2), its result and the payment history, and the sandbox's test checkout, each gated by the permission its call needs. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'user/menu/recharge',
    handle: { ...startRecharge.access, title: 'Recharge User Line' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./RechargePage')).RechargePage }),
  },
  {
    path: 'users/call_accounts/:id/recharge/verify/:reference',
    handle: { ...verifyRecharge.access, title: 'Verifying Payment' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./VerifyPaymentPage')).VerifyPaymentPage }),
  },
  {
    path: 'user/payments',
    handle: { ...listUserPayments.access, title: 'Payments' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./PaymentHistoryPage')).PaymentHistoryPage }),
  },
  {
    path: 'user/payments/:reference',
    handle: { ...getUserPayment.access, title: 'Payment' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./PaymentResultPage')).PaymentResultPage }),
  },
  {
    path: 'pay/sandbox/:reference',
    handle: { ...showSandboxCheckout.access, title: 'Test Checkout' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./SandboxCheckoutPage')).SandboxCheckoutPage }),
  },
];
