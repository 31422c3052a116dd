import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getUserPayment, listUserPayments, DEFAULT_PAGE_SIZE, type UserPayment } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';

/** A payment as JSON carries it: its moments as text. */
export type PaymentRow = Omit<UserPayment, 'created_at' | 'completed_at'> & { created_at: string; completed_at: string | null };
export type PaymentReceipt = PaymentRow & { line_balance: string };

/** One page of the signed-in user's payments, newest first (GET /users/payments). */
export function useUserPayments(page: number) {
  const query = { page, limit: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: ['user-payments', query],
    queryFn: ({ signal }) =>
      apiRequest<{ results: PaymentRow[]; total: number }>(listUserPayments.method, operationPath(listUserPayments, {}), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of their payments with its line's balance now (GET /users/payments/{reference}). */
export function useUserPayment(reference: string) {
  return useQuery({
    queryKey: ['user-payment', reference],
    queryFn: ({ signal }) => apiRequest<PaymentReceipt>(getUserPayment.method, operationPath(getUserPayment, { reference }), { signal }),
    retry: false,
  });
}
