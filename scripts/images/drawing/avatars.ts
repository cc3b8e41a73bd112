/** The seed's portraits (256×256): who looks how. */
import { C, HAIR, SKIN } from './palette.ts';
import { at } from './svg.ts';
import { type Look } from './figures.ts';

interface AvatarSpec {
  name: string;
  look: Look;
  top: string;
  kind: 'tee' | 'coat' | 'collar' | 'sweater' | 'scrubs';
  bg: readonly [string, string];
}

export const AVATARS: readonly AvatarSpec[] = [
  { name: 'amina', look: { skin: at(SKIN, 5), hair: HAIR.black, style: 'hijab', scarf: C.teal, earrings: C.yellow }, top: C.coral, kind: 'tee', bg: ['#fde7dc', '#f9cdbb'] },
  { name: 'daniel', look: { skin: at(SKIN, 1), hair: HAIR.brown, style: 'side', beard: true }, top: '#5b8fc0', kind: 'collar', bg: ['#dff2ee', '#b9e3d8'] },
  { name: 'priya', look: { skin: at(SKIN, 3), hair: HAIR.black, style: 'long', earrings: C.yellow }, top: C.teal, kind: 'coat', bg: ['#e8e2f6', '#cfc4ec'] },
  { name: 'samuel', look: { skin: at(SKIN, 4), hair: HAIR.black, style: 'buzz', glasses: true }, top: C.tealDark, kind: 'scrubs', bg: ['#fdf0d5', '#f8dca3'] },
  { name: '01', look: { skin: at(SKIN, 0), hair: HAIR.blond, style: 'ponytail' }, top: C.coral, kind: 'tee', bg: ['#d8eef6', '#b5dcec'] },
  { name: '02', look: { skin: at(SKIN, 2), hair: HAIR.dark, style: 'curly' }, top: C.yellow, kind: 'sweater', bg: ['#e0f3e6', '#bfe3c9'] },
  { name: '03', look: { skin: at(SKIN, 5), hair: HAIR.black, style: 'afro', earrings: '#f2f2f2' }, top: C.plum, kind: 'tee', bg: ['#fde4e1', '#f7c5bf'] },
  { name: '04', look: { skin: at(SKIN, 1), hair: HAIR.grey, style: 'bald', glasses: true, beard: true }, top: '#6c8fb3', kind: 'sweater', bg: ['#f4ecdf', '#e6d4bb'] },
  { name: '05', look: { skin: at(SKIN, 3), hair: HAIR.auburn, style: 'bob' }, top: C.teal2, kind: 'collar', bg: ['#fff1d6', '#fbd99a'] },
  { name: '06', look: { skin: at(SKIN, 2), hair: HAIR.black, style: 'short' }, top: C.teal, kind: 'coat', bg: ['#dff2ee', '#a9ddd0'] },
  { name: '07', look: { skin: at(SKIN, 4), hair: HAIR.dark, style: 'bun', glasses: true }, top: C.coral, kind: 'scrubs', bg: ['#e6eefa', '#c4d5f0'] },
  { name: '08', look: { skin: at(SKIN, 0), hair: HAIR.white, style: 'bob', earrings: C.teal2 }, top: '#7ba05b', kind: 'sweater', bg: ['#fbe6ee', '#f1c6d6'] },
];
