import { Box, Grid, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiActivity, FiEye, FiHeart, FiSmile, FiUsers, FiWind } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const services = [
  { icon: <FiActivity />, title: 'General check-ups', text: 'Blood pressure, blood sugar, BMI and a conversation with a doctor about what the numbers mean.' },
  { icon: <FiEye />, title: 'Eye care', text: 'Vision tests, cataract screening and low-cost glasses fitted on the day.' },
  { icon: <FiSmile />, title: 'Dental care', text: 'Check-ups, cleaning, fillings and brushing lessons for children and adults.' },
  { icon: <FiHeart />, title: 'Heart health', text: 'ECGs and cardiology consultations, with referrals when more tests are needed.' },
  { icon: <FiUsers />, title: 'Women and children', text: 'Antenatal checks, vaccinations and child growth monitoring.' },
  { icon: <FiWind />, title: 'Mental well-being', text: 'Stress and anxiety workshops and confidential one-to-one sessions.' },
];

const partners = ['Springfield General Hospital', 'City Public Health Department', 'Lakeside Medical College', 'Community Pharmacy Network'];

export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle('About Us');
  return (
    <Box>
      <Box bg="brand.subtle" py={{ base: 12, md: 20 }}>
        <Stack maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} gap={4}>
          <Heading as="h1" size="4xl">
            About CampCare
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="65ch">
            CampCare organises free and low-cost medical camps where clinics are far away or too expensive. Doctors,
            nurses and trained volunteers bring check-ups, screenings and follow-up advice to community centres,
            schools and village halls.
          </Text>
        </Stack>
      </Box>

      <Grid as="section" aria-labelledby="mission" maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={16} gap={10} templateColumns={{ base: '1fr', md: '1fr 1fr' }} alignItems="center">
        <Stack gap={4}>
          <Heading as="h2" id="mission" size="2xl">
            Our mission
          </Heading>
          <Text>
            We believe good health care should not depend on where you live or what you earn. Our mission is to make
            preventive care easy to reach: to find illness early, when it is easiest to treat, and to connect every
            participant with the care they need next.
          </Text>
          <Text>
            Every camp is run with local partners, follows clinical guidelines, and keeps participants’ information
            private. Participants receive their results on the day and a referral letter when further care is needed.
          </Text>
        </Stack>
        <Image src="/images/about-mission.jpg" alt="A nurse checking a patient's blood pressure at a community camp" rounded="xl" w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
      </Grid>

      <Box as="section" aria-labelledby="services" bg="bg.subtle" py={16}>
        <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }}>
          <Heading as="h2" id="services" size="2xl" mb={8}>
            What we offer
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
            {services.map((s) => (
              <Stack key={s.title} gap={3} p={6} bg="bg" rounded="xl" borderWidth="1px">
                <Box fontSize="2xl" color="brand.fg" aria-hidden>
                  {s.icon}
                </Box>
                <Heading as="h3" size="md">
                  {s.title}
                </Heading>
                <Text color="fg.muted">{s.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      </Box>

      <Box as="section" aria-labelledby="our-team-heading" id="our-team" maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={16}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1.4fr' }} gap={10} alignItems="center">
          <Image src="/images/about-team.jpg" alt={t('team.imageAlt')} rounded="xl" w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
          <Stack gap={4}>
            <Heading as="h2" id="our-team-heading" size="2xl">
              {t('team.heading')}
            </Heading>
            <Text>{t('about.team.text')}</Text>
            <Text>
              <Link to="/team" style={{ textDecoration: 'underline' }}>
                {t('about.team.link')}
              </Link>
            </Text>
          </Stack>
        </Grid>
      </Box>

      <Box as="section" aria-labelledby="partners" bg="brand.subtle" py={16}>
        <Stack maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} gap={6}>
          <Heading as="h2" id="partners" size="2xl">
            Our partners
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 4 }} gap={4}>
            {partners.map((p) => (
              <Box as="li" key={p} p={5} bg="bg" rounded="lg" borderWidth="1px" fontWeight="medium" textAlign="center">
                {p}
              </Box>
            ))}
          </SimpleGrid>
          <Text color="fg.muted">
            Want to volunteer, host a camp or partner with us? Write to{' '}
            <a href="mailto:hello@campcare.org" style={{ textDecoration: 'underline' }}>
              hello@campcare.org
            </a>{' '}
            or call +1 (555) 123-4567.
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
