import { Box, Center, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { DONATION_DEFAULT_AMOUNT } from '@campcare/domain';
import { formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useRecentDonations } from './api/recentDonations.ts';
import { DonateButton } from './DonateButton.tsx';
import { donorsToShow, initials } from './donors.ts';

/** Why to give, the latest named donors, and Donate Now ($1,000 through the payments feature). */
export function DonationPanel() {
  const { t } = useTranslation();
  const donations = useRecentDonations();
  const { donors, samples } = donorsToShow(donations.data ?? []);
  return (
    <Box as="section" aria-labelledby="donate-heading" bg="brand.subtle" py={16}>
      <Grid maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} gap={10} templateColumns={{ base: '1fr', md: '1fr 1fr' }} alignItems="center">
        <Box position="relative" rounded="xl" overflow="hidden" aspectRatio={4 / 3} bg="bg.muted">
          <Image src="/images/donate.jpg" alt={t('home.donation.imageAlt')} w="full" h="full" objectFit="cover" loading="lazy" width={800} height={600} />
        </Box>
        <Stack gap={5}>
          <Heading as="h2" id="donate-heading" size="3xl">
            {t('home.donation.heading')}
          </Heading>
          <Text color="fg.muted">
            {t('home.donation.text', { amount: formatFee(DONATION_DEFAULT_AMOUNT) })}
          </Text>
          <Box>
            <Heading as="h3" size="md" mb={3}>
              {samples ? t('home.donation.supporters') : t('home.donation.recentDonors')}
            </Heading>
            <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3} data-testid="donor-list">
              {donors.map((donor, i) => (
                <HStack as="li" key={`${donor.name}-${i}`} gap={3} bg="bg" rounded="lg" p={3} borderWidth="1px">
                  <Center boxSize="40px" rounded="full" bg="brand.muted" color="brand.fg" fontWeight="bold" fontSize="sm" aria-hidden>
                    {initials(donor.name)}
                  </Center>
                  <Box>
                    <Text fontWeight="semibold">{donor.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('home.donation.donated', { amount: formatFee(donor.amount) })}
                    </Text>
                  </Box>
                </HStack>
              ))}
            </Box>
          </Box>
          <Box>
            <DonateButton size="lg" />
          </Box>
        </Stack>
      </Grid>
    </Box>
  );
}
