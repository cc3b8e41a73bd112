/** The banner's slides and how one slide looks: shared by the static first slide (Banner.tsx) and the carousel (BannerSwiper.tsx). */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/index.ts';
import { DonateButton } from './DonateButton.tsx';

/**
 * The slides' texts are catalog keys: the first slide's are in the bundled
 * `home` part, the others' in `carousels`, which arrives with Swiper (the
 * only way to see them).
 */
export const slides = [
  { image: 'banner-1', title: 'home.banner.slide1.title', text: 'home.banner.slide1.text', detail: 'home.banner.slide1.detail' },
  { image: 'banner-2', title: 'carousels.slides.slide2.title', text: 'carousels.slides.slide2.text', detail: 'carousels.slides.slide2.detail' },
  { image: 'banner-3', title: 'carousels.slides.slide3.title', text: 'carousels.slides.slide3.text', detail: 'carousels.slides.slide3.detail' },
  { image: 'banner-4', title: 'carousels.slides.slide4.title', text: 'carousels.slides.slide4.text', detail: 'carousels.slides.slide4.detail' },
];

export type Slide = (typeof slides)[number];

export function BannerSlide({ slide, index }: { slide: Slide; index: number }) {
  const { t } = useTranslation();
  return (
    <Box position="relative" h="full" overflow="hidden">
      <picture>
        <source media="(max-width: 700px)" srcSet={`/images/${slide.image}-mobile.jpg`} />
        <img
          src={`/images/${slide.image}.jpg`}
          alt=""
          width={1600}
          height={900}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
      <Box position="absolute" inset={0} bgGradient="to-r" gradientFrom="blackAlpha.800" gradientTo="blackAlpha.300" />
      <Stack position="relative" h="full" maxW="1180px" mx="auto" px={{ base: 14, md: 20 }} justify="center" gap={4} color="white">
        <Heading as={index === 0 ? 'h1' : 'h2'} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" maxW="14ch">
          {t(slide.title)}
        </Heading>
        <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="medium" maxW="36ch">
          {t(slide.text)}
        </Text>
        <Text fontSize={{ base: 'sm', md: 'md' }} color="whiteAlpha.900" maxW="48ch">
          {t(slide.detail)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2} align="start">
          <DonateButton size="lg" />
          <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to="/allCamps">{t('home.banner.findCamp')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** What a control asked for before Swiper arrived; replayed once it has. */
export type PendingMove = { kind: 'next' } | { kind: 'prev' } | { kind: 'to'; index: number } | { kind: 'none' } | null;
