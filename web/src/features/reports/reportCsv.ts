/**
 * The report as CSV: one line per camp (and one for the range together),
 * a column per figure, headed in the page's language. Rates are fractions
 * written with a dot and money in whole units, as spreadsheets read them.
 */
import { toCsv } from '@campcare/domain';
import type { CampFigures } from '@campcare/domain/reports';
import { ALL_LINES, type LineValue } from './reportLines.ts';

export interface CsvCamp {
  name: string;
  date: string;
  figures: CampFigures;
}

function plain(value: LineValue): string | number {
  switch (value.kind) {
    case 'count':
      return value.n;
    case 'rate':
      return value.rate === null ? '' : Math.round(value.rate * 1000) / 1000;
    case 'money':
      return (value.cents / 100).toFixed(2);
    case 'days':
      return value.days ?? '';
  }
}

export function reportCsv(label: (catalogKey: string) => string, headings: { camp: string; date: string }, camps: readonly CsvCamp[]): string {
  // A line of who came names its age band and sex: "Came: 15–49, Female".
  const heading = (key: string) => (key.includes('|') ? key.split('|').map(label).join(' · ') : label(key));
  const header = [headings.camp, headings.date, ...ALL_LINES.map((line) => heading(line.label))];
  return toCsv(
    header,
    camps.map((c) => [c.name, c.date, ...ALL_LINES.map((line) => plain(line.value(c.figures)))]),
  );
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte order mark makes spreadsheets read it as UTF-8 (Bengali headings).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
