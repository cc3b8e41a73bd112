import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { formatYear } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

interface FooterLink {
  href: string;
  /** A catalog key (lib/i18n). */
  labelKey: string;
}

/** Every link leads to a page of the site; there are no placeholders (no blog, careers or social accounts exist). */
const company: FooterLink[] = [
  { href: '/about', labelKey: 'nav.about' },
  { href: '/team', labelKey: 'footer.team' },
  { href: '/contact', labelKey: 'nav.contact' },
];
const resources: FooterLink[] = [
  { href: '/allCamps', labelKey: 'nav.availableCamps' },
  { href: '/faq', labelKey: 'footer.faq' },
  { href: '/privacy', labelKey: 'footer.privacy' },
];

/**
 * Every page renders the footer, so it is plain elements styled from one
 * container (each Chakra component costs render time on a phone).
 */
const FOOTER: SystemStyleObject = {
  bg: 'gray.900',
  color: 'gray.300',
  mt: '16',
  '& .footer-columns': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '10',
    maxW: '1180px',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '12',
  },
  '& .footer-column': { display: 'flex', flexDirection: 'column', gap: '2', fontStyle: 'normal' },
  '& h2': { color: 'white', fontSize: 'sm', fontWeight: 'semibold', lineHeight: '1.25rem', margin: 0 },
  '& a': { color: 'gray.300', width: 'fit-content', textDecoration: 'none', borderRadius: 'l1' },
  '& a:hover': { color: 'white', textDecoration: 'underline' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
  '& p': { margin: 0 },
  '& .footer-legal': { textAlign: 'center', fontSize: 'sm', borderTopWidth: '1px', borderColor: 'gray.700', py: '4', px: '4' },
};

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title} className="footer-column">
      <h2>{title}</h2>
      {links.map((l) => (
        <a key={l.href} href={l.href}>
          {t(l.labelKey)}
        </a>
      ))}
    </nav>
  );
}

/** Three columns (company, resources, contact): pages of the site, and our address (as written on the post), mail and phone. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" css={FOOTER}>
      <div className="footer-columns">
        <LinkColumn title={t('footer.company')} links={company} />
        <LinkColumn title={t('footer.resources')} links={resources} />
        <address className="footer-column">
          <h2>{t('footer.contact')}</h2>
          <a href="mailto:hello@campcare.org">hello@campcare.org</a>
          <a href="tel:+15551234567">+1 (555) 123-4567</a>
          <p>120 Health Avenue, Springfield, IL 62701</p>
        </address>
      </div>
      <p className="footer-legal">{t('footer.rights', { year: formatYear(new Date().getFullYear()) })}</p>
    </Box>
  );
}
