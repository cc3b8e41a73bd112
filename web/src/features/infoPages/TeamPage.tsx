/** Our Team: who runs CampCare and who runs a camp. People's names stay as they write them, in every language. */
import { Box, Image, SimpleGrid, Stack, Text, Heading } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
import { PageSection } from './PageSection.tsx';

const team = [
  { name: 'Dr. Amara Okafor', roleKey: 'team.members.amara.role', textKey: 'team.members.amara.text' },
  { name: 'Daniel Reyes', roleKey: 'team.members.daniel.role', textKey: 'team.members.daniel.text' },
  { name: 'Dr. Mei Lin', roleKey: 'team.members.mei.role', textKey: 'team.members.mei.text' },
  { name: 'Sarah Mitchell', roleKey: 'team.members.sarah.role', textKey: 'team.members.sarah.text' },
];

const atACamp = [
  { titleKey: 'team.atACamp.organizers.title', textKey: 'team.atACamp.organizers.text' },
  { titleKey: 'team.atACamp.professionals.title', textKey: 'team.atACamp.professionals.text' },
  { titleKey: 'team.atACamp.volunteers.title', textKey: 'team.atACamp.volunteers.text' },
];

export function TeamPage() {
  const { t } = useTranslation();
  usePageTitle(t('team.pageTitle'));
  return (
    <Box maxW="1000px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={10}>
        <Stack gap={3}>
          <Heading as="h1" size="3xl">
            {t('team.heading')}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="65ch">
            {t('team.intro')}
          </Text>
          <Image src="/images/about-team.jpg" alt={t('team.imageAlt')} rounded="xl" w="full" maxH="360px" objectFit="cover" loading="lazy" />
        </Stack>

        <PageSection id="staff" title={t('team.staffTitle')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={6}>
            {team.map((m) => (
              <Stack key={m.name} gap={1}>
                <Text fontWeight="semibold">{m.name}</Text>
                <Text fontSize="sm" color="brand.fg">
                  {t(m.roleKey)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(m.textKey)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </PageSection>

        <PageSection id="at-a-camp" title={t('team.atACampTitle')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
            {atACamp.map((r) => (
              <Stack key={r.titleKey} gap={2} p={5} rounded="xl" borderWidth="1px">
                <Heading as="h3" size="md">
                  {t(r.titleKey)}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t(r.textKey)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </PageSection>

        <PageSection id="join" title={t('team.joinTitle')}>
          <Text>
            {withElements('team.joinText', {
              writeLink: (
                <Link to="/contact" style={{ textDecoration: 'underline' }}>
                  {t('team.writeLink')}
                </Link>
              ),
            })}
          </Text>
        </PageSection>
      </Stack>
    </Box>
  );
}
