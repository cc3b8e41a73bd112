import { Box, Grid, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
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
  { href: '#privacy-policy', label: 'Privacy Policy' },
];

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <Stack as="nav" aria-label={title} gap={2}>
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {links.map((l) => (
        <Link key={l.href} href={l.href} color="gray.300" _hover={{ color: 'white' }}>
          {l.label}
        </Link>
      ))}
    </Stack>
  );
}

/** Three columns (company, resources, contact); the links are in-page anchors as in the spec. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt={16}>
      <Grid maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={12} gap={10} templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}>
        <LinkColumn title="Company" links={company} />
        <LinkColumn title="Resources" links={resources} />
        <Stack gap={2} as="address" fontStyle="normal">
          <Heading as="h2" size="sm" color="white">
            Contact
          </Heading>
          <Link href="mailto:hello@campcare.org" color="gray.300">hello@campcare.org</Link>
          <Link href="tel:+15551234567" color="gray.300">+1 (555) 123-4567</Link>
          <Text>120 Health Avenue, Springfield, IL 62701</Text>
          <HStack gap={3} pt={2}>
            <Link href="#facebook" aria-label="CampCare on Facebook" color="gray.300"><FaFacebookF /></Link>
            <Link href="#x" aria-label="CampCare on X" color="gray.300"><FaXTwitter /></Link>
            <Link href="#instagram" aria-label="CampCare on Instagram" color="gray.300"><FaInstagram /></Link>
          </HStack>
        </Stack>
      </Grid>
      <Text textAlign="center" fontSize="sm" borderTopWidth="1px" borderColor="gray.700" py={4} px={4}>
        © 2024 CampCare. All rights reserved.
      </Text>
    </Box>
  );
}
