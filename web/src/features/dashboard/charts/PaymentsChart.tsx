/** Payments per month (recharts; this module is loaded lazily). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentPoint } from '../lib/analytics.ts';
import { formatMoney } from '../lib/analytics.ts';

export default function PaymentsChart({ points }: { points: PaymentPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={points} margin={{ top: 10, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={(v: number) => `$${v}`} width={60} />
        <Tooltip formatter={(value) => [formatMoney(Number(value)), 'Paid']} />
        <Bar dataKey="amount" fill="#0f766e" name="Paid" maxBarSize={64} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
