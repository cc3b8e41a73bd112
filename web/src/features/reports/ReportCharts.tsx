/** The report's two charts: who came and who did not, and who came by age band and sex (recharts; loaded lazily). */
import type { CampFigures } from '@campcare/domain/reports';
import { AGE_BANDS } from '@campcare/domain/reports';
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { AGE_BAND_KEYS } from './reportLines.ts';

/** Fixed sizes, not ResponsiveContainer: a chart must have its size on paper before it has been seen on screen. */
const WIDTH = 320;
const HEIGHT = 220;
/** The age chart is taller by its slanted labels. */
const PEOPLE_HEIGHT = HEIGHT + 56;

export default function ReportCharts({ figures }: { figures: CampFigures }) {
  const { t } = useTranslation();
  const attendance = [
    { name: t('reports.line.checkedIn'), value: figures.checkedIn - figures.walkIns, walkIns: figures.walkIns },
    { name: t('reports.line.noShows'), value: figures.noShows, walkIns: 0 },
  ];
  const people = [...AGE_BANDS, 'unknown' as const].map((band) => ({
    name: t(AGE_BAND_KEYS[band]),
    Female: figures.attendedBy[band].Female,
    Male: figures.attendedBy[band].Male,
    Other: figures.attendedBy[band].Other + figures.attendedBy[band].unknown,
  }));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <figure style={{ margin: 0 }}>
        <BarChart width={WIDTH} height={HEIGHT} data={attendance} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tickFormatter={(v: number) => formatCount(v)} />
          <Legend />
          <Bar dataKey="value" stackId="a" fill="#0d9488" name={t('reports.chart.registeredAhead')} isAnimationActive={false} />
          <Bar dataKey="walkIns" stackId="a" fill="#d97706" name={t('reports.line.walkIns')} isAnimationActive={false} />
        </BarChart>
        <figcaption style={{ fontSize: 13 }}>{t('reports.chart.attendance')}</figcaption>
      </figure>
      <figure style={{ margin: 0 }}>
        <BarChart width={WIDTH} height={PEOPLE_HEIGHT} data={people} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {/* Every band named: level, five labels do not fit a phone's chart, and recharts would drop some. */}
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={76} />
          <YAxis allowDecimals={false} tickFormatter={(v: number) => formatCount(v)} />
          <Legend />
          <Bar dataKey="Female" fill="#7c3aed" name={t('reports.sex.Female')} isAnimationActive={false} />
          <Bar dataKey="Male" fill="#2563eb" name={t('reports.sex.Male')} isAnimationActive={false} />
          <Bar dataKey="Other" fill="#64748b" name={t('reports.chart.otherOrUnknown')} isAnimationActive={false} />
        </BarChart>
        <figcaption style={{ fontSize: 13 }}>{t('reports.chart.people')}</figcaption>
      </figure>
    </div>
  );
}
