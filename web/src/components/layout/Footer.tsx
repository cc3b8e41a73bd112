import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { FaFacebookF, FaInstagram, FaXTwitter } from 'react-icons/fa6';

const company = [
  { href: '#about-us', label: 'About Us' },
  { href: '#our-team', label: 'Our Team' },
  { href: '#careers', label: 'Careers' },
  { href: '#contact-us', label: 'Contact Us' },
];
const resources = [
  { href: '#blog', label: 'Blog' },
  { href: '#faq', label: 'FAQ' },
  { href: '#support', label: 'Support' },
  { href: '/privacy', label: 'Privacy Policy' },
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
  '& .footer-social': { display: 'flex', gap: '3', pt: '2' },
  '& .footer-legal': { textAlign: 'center', fontSize: 'sm', borderTopWidth: '1px', borderColor: 'gray.700', py: '4', px: '4' },
};

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="footer-column">
      <h2>{title}</h2>
      {links.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
    </nav>
  );
}

/** Three columns (company, resources, contact); the links are in-page anchors, but for the Privacy Policy's page. */
export function Footer() {
  return (
    <Box as="footer" css={FOOTER}>
      <div className="footer-columns">
        <LinkColumn title="Company" links={company} />
        <LinkColumn title="Resources" links={resources} />
        <address className="footer-column">
          <h2>Contact</h2>
          <a href="mailto:hello@campcare.org">hello@campcare.org</a>
          <a href="tel:+15551234567">+1 (555) 123-4567</a>
          <p>120 Health Avenue, Springfield, IL 62701</p>
          <div className="footer-social">
            <a href="#facebook" aria-label="CampCare on Facebook">
              <FaFacebookF />
            </a>
            <a href="#x" aria-label="CampCare on X">
              <FaXTwitter />
            </a>
            <a href="#instagram" aria-label="CampCare on Instagram">
              <FaInstagram />
            </a>
          </div>
        </address>
      </div>
      <p className="footer-legal">© {new Date().getFullYear()} CampCare. All rights reserved.</p>
    </Box>
  );
}
