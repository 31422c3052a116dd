import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDashboard, type DashboardAnswer, type DashboardPeriod } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';

/** The dashboard's figures, the chart and top lists covering `period`; refreshed every minute while open. */
export function useDashboard(period: DashboardPeriod) {
  const dashboard = useQuery({
    queryKey: ['dashboard', period],
    queryFn: ({ signal }) => apiRequest<DashboardAnswer>(getDashboard.method, getDashboard.path, { query: { period }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  useLoadFailureToast(dashboard.error, 'Could not load the dashboard, try refreshing the page', 'dashboard-failed');
  return dashboard;
}
