import { Box, Grid, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiActivity, FiEye, FiHeart, FiSmile, FiUsers, FiWind } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';

const services = [
  { icon: <FiActivity />, titleKey: 'about.services.checkups.title', textKey: 'about.services.checkups.text' },
  { icon: <FiEye />, titleKey: 'about.services.eyes.title', textKey: 'about.services.eyes.text' },
  { icon: <FiSmile />, titleKey: 'about.services.dental.title', textKey: 'about.services.dental.text' },
  { icon: <FiHeart />, titleKey: 'about.services.heart.title', textKey: 'about.services.heart.text' },
  { icon: <FiUsers />, titleKey: 'about.services.womenChildren.title', textKey: 'about.services.womenChildren.text' },
  { icon: <FiWind />, titleKey: 'about.services.mind.title', textKey: 'about.services.mind.text' },
];

/** Our partners' names stay as the organisations write them, in every language. */
const partners = ['Springfield General Hospital', 'City Public Health Department', 'Lakeside Medical College', 'Community Pharmacy Network'];

export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.pageTitle'));
  return (
    <Box>
      <Box bg="brand.subtle" py={{ base: 12, md: 20 }}>
        <Stack maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} gap={4}>
          <Heading as="h1" size="4xl">
            {t('about.heading')}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="65ch">
            {t('about.intro')}
          </Text>
        </Stack>
      </Box>

      <Grid as="section" aria-labelledby="mission" maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={16} gap={10} templateColumns={{ base: '1fr', md: '1fr 1fr' }} alignItems="center">
        <Stack gap={4}>
          <Heading as="h2" id="mission" size="2xl">
            {t('about.mission.heading')}
          </Heading>
          <Text>{t('about.mission.text')}</Text>
          <Text>{t('about.mission.care')}</Text>
        </Stack>
        <Image src="/images/about-mission.jpg" alt={t('about.mission.imageAlt')} rounded="xl" w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
      </Grid>

      <Box as="section" aria-labelledby="services" bg="bg.subtle" py={16}>
        <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }}>
          <Heading as="h2" id="services" size="2xl" mb={8}>
            {t('about.services.heading')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
            {services.map((s) => (
              <Stack key={s.titleKey} gap={3} p={6} bg="bg" rounded="xl" borderWidth="1px">
                <Box fontSize="2xl" color="brand.fg" aria-hidden>
                  {s.icon}
                </Box>
                <Heading as="h3" size="md">
                  {t(s.titleKey)}
                </Heading>
                <Text color="fg.muted">{t(s.textKey)}</Text>
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
            {t('about.partners.heading')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 4 }} gap={4}>
            {partners.map((p) => (
              <Box as="li" key={p} p={5} bg="bg" rounded="lg" borderWidth="1px" fontWeight="medium" textAlign="center">
                {p}
              </Box>
            ))}
          </SimpleGrid>
          <Text color="fg.muted">
            {withElements(
              'about.partners.join',
              {
                email: (
                  <a href="mailto:hello@campcare.org" style={{ textDecoration: 'underline' }}>
                    hello@campcare.org
                  </a>
                ),
              },
              { phone: '+1 (555) 123-4567' },
            )}
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
