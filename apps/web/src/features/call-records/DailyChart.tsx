import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { useSyncExternalStore } from 'react';
import { formatMoneyText } from '../../framework/table/money';

// Only what a bar-and-line chart draws is registered, so the chunk carries no other chart type.
Chart.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The shell's theme is a class on <html>; the chart follows it without reaching into the shell. */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDarkTheme = () => document.documentElement.classList.contains('dark');

export interface ChartDay {
  day: string;
  calls: number;
  cost: string;
}

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Calls per day as bars on the left scale, their cost as a line on the right; the days are UTC days, as the rollups are. */
export function DailyChart({ days, currency }: { days: ChartDay[]; currency: string }) {
  const isDark = useSyncExternalStore(subscribeToTheme, isDarkTheme);
  const text = isDark ? '#cbd5e1' : '#344767';
  const grid = isDark ? 'rgba(148, 163, 184, 0.15)' : 'rgba(52, 71, 103, 0.08)';
  const labels = days.map((day) => dayLabel.format(new Date(`${day.day}T00:00:00Z`)));
  return (
    <ChartCanvas
      type="bar"
      aria-hidden="true"
      data={{
        labels,
        datasets: [
          { type: 'bar', label: 'Calls', data: days.map((day) => day.calls), backgroundColor: 'rgba(47, 88, 205, 0.55)', yAxisID: 'calls', order: 2 },
          {
            type: 'line',
            label: `Cost${currency ? ` (${currency})` : ''}`,
            // A chart draws positions, not amounts: the exact figure is in the tooltip and the table beside it.
            data: days.map((day) => Number(day.cost)),
            borderColor: '#eb1d36',
            backgroundColor: '#eb1d36',
            pointRadius: days.length > 62 ? 0 : 2,
            tension: 0.25,
            yAxisID: 'cost',
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
            callbacks: {
              label: (item) => (item.dataset.yAxisID === 'cost' ? `Cost: ${formatMoneyText(days[item.dataIndex].cost)}` : `Calls: ${item.formattedValue}`),
            },
          },
        },
        scales: {
          x: { title: { display: true, text: 'Day (UTC)', color: text }, ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
          calls: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            title: { display: true, text: 'Calls', color: text },
            ticks: { color: text, precision: 0 },
            grid: { color: grid },
          },
          cost: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            title: { display: true, text: `Cost${currency ? ` (${currency})` : ''}`, color: text },
            ticks: { color: text },
            grid: { drawOnChartArea: false },
          },
        },
      }}
    />
  );
}
