import { BarChart } from '@mui/x-charts/BarChart'
import type { WeekFigures } from './desk-weeks.ts'
import { formatPrice } from '../../shared/money.ts'

// Loaded on its own (React.lazy) so the charting library stays out of every other page's code.

export default function DeskChart({ weeks }: { weeks: WeekFigures[] }) {
  return (
    <BarChart
      dataset={weeks.map((week) => ({ ...week }))}
      xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
      yAxis={[
        { id: 'orders', label: 'Orders', width: 48 },
        { id: 'revenue', label: 'Revenue ($)', position: 'right', width: 64 },
      ]}
      series={[
        { dataKey: 'orders', label: 'Orders', yAxisId: 'orders' },
        {
          dataKey: 'revenue',
          label: 'Revenue',
          yAxisId: 'revenue',
          valueFormatter: (value) => (value === null ? '' : formatPrice(value)),
        },
      ]}
      height={280}
    />
  )
}
