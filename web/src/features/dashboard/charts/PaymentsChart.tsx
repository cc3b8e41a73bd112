/** Payments per month (recharts; this module is loaded lazily). */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentPoint } from '../lib/analytics.ts';
import { formatMoney } from '../lib/analytics.ts';

export default function PaymentsChart({ points }: { points: PaymentPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={points} margin={{ top: 10, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={(v: number) => `$${v}`} width={60} />
        <Tooltip formatter={(value) => [formatMoney(Number(value)), 'Paid']} />
        <Area type="monotone" dataKey="amount" stroke="#0d9488" fill="#99f6e4" name="Paid" />
      </AreaChart>
    </ResponsiveContainer>
  );
}
