import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTrafficReport, type TrafficReportAnswer, type TrafficReportQuery } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';

export function useTrafficReport(query: TrafficReportQuery) {
  const report = useQuery({
    queryKey: ['reports', 'traffic', query],
    queryFn: ({ signal }) => apiRequest<TrafficReportAnswer>(getTrafficReport.method, getTrafficReport.path, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(report.error, 'Could not load the report, try refreshing the page', 'report-failed');
  return report;
}
