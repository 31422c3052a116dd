import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { useSyncExternalStore } from 'react';
import { formatMoney } from '../../framework/table/money';

Chart.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDarkTheme = () => document.documentElement.classList.contains('dark');

export interface ChartBucket {
  /** The bucket's label, already in the operator's time zone. */
  label: string;
  calls: number;
  revenue: string;
}

/** Calls as bars on the left scale, revenue as a line on the right; `xTitle` names what the buckets are (hours, days, prefixes). */
export function TrafficChart({ buckets, currency, xTitle }: { buckets: ChartBucket[]; currency: string; xTitle: string }) {
  const isDark = useSyncExternalStore(subscribeToTheme, isDarkTheme);
  const text = isDark ? '#cbd5e1' : '#344767';
  const grid = isDark ? 'rgba(148, 163, 184, 0.15)' : 'rgba(52, 71, 103, 0.08)';
  return (
    <ChartCanvas
      type="bar"
      aria-hidden="true"
      data={{
        labels: buckets.map((bucket) => bucket.label),
        datasets: [
          { type: 'bar', label: 'Calls', data: buckets.map((bucket) => bucket.calls), backgroundColor: 'rgba(47, 88, 205, 0.55)', yAxisID: 'calls', order: 2 },
          {
            type: 'line',
            label: `Revenue${currency ? ` (${currency})` : ''}`,
            data: buckets.map((bucket) => Number(bucket.revenue)),
            borderColor: '#0f9d58',
            backgroundColor: '#0f9d58',
            pointRadius: 2,
            tension: 0.25,
            yAxisID: 'revenue',
            order: 1,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { labels: { color: text } },
          tooltip: {
            callbacks: { label: (item) => (item.dataset.yAxisID === 'revenue' ? `Revenue: ${formatMoney(String(item.raw))}` : `Calls: ${String(item.raw)}`) },
          },
        },
        scales: {
          x: { title: { display: true, text: xTitle, color: text }, ticks: { color: text }, grid: { color: grid } },
          calls: {
            position: 'left',
            beginAtZero: true,
            title: { display: true, text: 'Calls', color: text },
            ticks: { color: text, precision: 0 },
            grid: { color: grid },
          },
          revenue: {
            position: 'right',
            beginAtZero: true,
            title: { display: true, text: `Revenue${currency ? ` (${currency})` : ''}`, color: text },
            ticks: { color: text },
            grid: { drawOnChartArea: false },
          },
        },
      }}
    />
  );
}
