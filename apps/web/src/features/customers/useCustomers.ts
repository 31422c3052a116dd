import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCustomer, listCustomers, type CustomerSummary } from '@ringledger/contract';
import { apiRequest, type Query } from '../../api/client';
import { operationPath, type RecordId } from '../../framework';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';

/** A customer as JSON carries it: the last call as ISO text. */
export type CustomerRow = Omit<CustomerSummary, 'last_call'> & { last_call: string | null };

/** Under the accounts' and call accounts' keys too: a credit or a suspension there changes what these show. */
const KEY = ['customers'];

export function useCustomerList(query: Query) {
  const list = useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest<{ results: CustomerRow[]; total: number }>(listCustomers.method, listCustomers.path, { query, signal }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(list.error, 'Could not load customers, try refreshing the page', 'customers-failed');
  return list;
}

export function useCustomer(id: RecordId) {
  return useQuery({
    queryKey: [...KEY, 'one', String(id)],
    queryFn: ({ signal }) => apiRequest<CustomerRow>(getCustomer.method, operationPath(getCustomer, { id }), { signal }),
  });
}

export const CUSTOMERS_KEY = KEY;
