import type { TrafficReportAnswer } from '@ringledger/contract';

const quoted = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV, one row per line of the table and the total last, amounts as exact as the server sent them. */
export function reportCsv(report: TrafficReportAnswer, rows: TrafficReportAnswer['rows']) {
  const header = ['Name', 'Key', 'Attempts', 'Answered', 'ASR %', 'ACD (s)', 'Minutes', 'Revenue', 'Provider Cost', 'Margin'];
  const line = (name: string, key: string, figures: TrafficReportAnswer['total']) =>
    [name, key, figures.calls, figures.answered, figures.asr, figures.acd, figures.minutes, figures.revenue, figures.provider_cost, figures.margin]
      .map(quoted)
      .join(',');
  return [header.join(','), ...rows.map((row) => line(row.name, row.key, row)), line('Total', '', report.total)].join('\n') + '\n';
}
