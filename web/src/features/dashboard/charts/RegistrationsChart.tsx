/** Registrations per camp (recharts; this module is loaded lazily). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface CampBar {
  name: string;
  registrations: number;
}

export default function RegistrationsChart({ bars }: { bars: CampBar[] }) {
  const { t } = useTranslation();
  return (
    // Each bar's row has room for a camp's name wrapped in the axis's 160 px: with 36 px a bar, the seed's names
    // of three lines ran into their neighbours' ("…Glasses Fitting" over "Smiles for Kids"); 50 px still let one pair touch.
    <ResponsiveContainer width="100%" height={Math.max(200, bars.length * 64 + 40)}>
      <BarChart data={bars} layout="vertical" margin={{ top: 10, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tickFormatter={(v: number) => formatCount(v)} />
        <YAxis type="category" dataKey="name" width={160} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Bar dataKey="registrations" fill="#0d9488" name={t('organizer.analytics.registrations')} />
      </BarChart>
    </ResponsiveContainer>
  );
}
