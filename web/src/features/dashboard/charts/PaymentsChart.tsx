/** Payments per month (recharts; this module is loaded lazily). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentPoint } from '../lib/analytics.ts';
import { formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export default function PaymentsChart({ points }: { points: PaymentPoint[] }) {
  const { t } = useTranslation();
  // The participant's page shows this chart: its words are the dashboard part's.
  const paid = t('dashboard.status.paid');
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={points} margin={{ top: 10, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={formatWholeMoney} width={60} />
        <Tooltip formatter={(value) => [formatMoney(Number(value)), paid]} />
        <Bar dataKey="amount" fill="#0f766e" name={paid} maxBarSize={64} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
