import type { RouteObject } from 'react-router';
import { callRecords } from '@ringledger/contract';
import type { ResourceRouteHandle, ResourceScreens } from '../../framework';

const handle = (action: 'list' | 'view', title: string, isSearchable = false): ResourceRouteHandle => ({
  label: callRecords.label,
  action,
  title,
  isSearchable,
});

/** Spec 02 §2: both sides' lists, the calls not billed, and a record's page; none comes from the generic screens. */
const routes: RouteObject[] = [
  {
    path: 'call_records/users',
    handle: handle('list', 'User Call Records', true),
    lazy: async () => {
      const { CallRecordsPage } = await import('./CallRecordsPage');
      return { element: <CallRecordsPage key="user" side="user" /> };
    },
  },
  {
    path: 'call_records/providers',
    handle: handle('list', 'Provider Call Records', true),
    lazy: async () => {
      const { CallRecordsPage } = await import('./CallRecordsPage');
      return { element: <CallRecordsPage key="provider" side="provider" /> };
    },
  },
  {
    path: 'call_records/unrated',
    handle: handle('list', 'Unrated Calls'),
    lazy: async () => ({ Component: (await import('./UnratedCallsPage')).UnratedCallsPage }),
  },
  {
    path: 'call_records/:id',
    handle: handle('view', callRecords.titles.view),
    lazy: async () => ({ Component: (await import('./CallRecordPage')).CallRecordPage }),
  },
];

export const callRecordsScreens: ResourceScreens<typeof callRecords> = { routes };
