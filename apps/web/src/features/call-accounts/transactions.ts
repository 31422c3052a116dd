import {
  defineResource,
  standardMessages,
  transactionBody,
  transactionRecord,
  TRANSACTION_COLUMNS,
  TRANSACTION_MESSAGES,
  TRANSACTION_TYPES,
} from '@ringledger/contract';

/**
 * The ledger lines of a call account, described for the generic table and form: they are listed
 * and posted (CALL_ACCOUNT_TRANSACTIONS), never opened alone, changed or deleted.
 */
export const transactions = defineResource({
  name: 'call_account_transactions',
  label: 'CALL_ACCOUNT_TRANSACTIONS',
  path: '/call_accounts/:callAccountId/transactions',
  singular: 'Transaction',
  plural: 'transactions',
  menu: 'Call Accounts',
  operations: ['list', 'create'],
  fields: {
    type: {
      schema: transactionBody.shape.type,
      label: 'Type',
      input: { kind: 'select', options: TRANSACTION_TYPES.map((type) => ({ value: type, text: type })) },
      required: true,
    },
    // Typed as text so the amount stays exactly what was typed until it is sent.
    amount: { schema: transactionBody.shape.amount, label: 'Amount', input: { kind: 'text' }, required: true, placeholder: 'e.g. 25.50' },
    description: { schema: transactionBody.shape.description, label: 'Description', input: { kind: 'textarea' } },
  },
  record: transactionRecord,
  sortable: [],
  searchable: [],
  filters: {},
  columns: TRANSACTION_COLUMNS,
  display: 'id',
  titles: { list: 'Transactions', create: 'Credit Account', edit: 'Transaction', view: 'Transaction' },
  messages: { ...standardMessages('Transaction', 'transactions'), ...TRANSACTION_MESSAGES },
});

export function transactionsOf(callAccountId: number) {
  return { ...transactions, path: `/call_accounts/${callAccountId}/transactions` };
}
