import { listProviderCallRecords, listUserCallRecords } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { listCallRecords } from './call-record-lists.service.js';

/** Spec 02 §2: the customers' side of every call. */
export const listUserCallRecordsOperation = implement(listUserCallRecords, ({ db, query }) => listCallRecords(db, { side: 'user', query }));

/** Spec 02 §2: the carriers' side of the calls that left through a trunk. */
export const listProviderCallRecordsOperation = implement(listProviderCallRecords, ({ db, query }) => listCallRecords(db, { side: 'provider', query }));
