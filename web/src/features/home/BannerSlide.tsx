/** The banner's slides and how one slide looks: shared by the static first slide (Banner.tsx) and the carousel (BannerSwiper.tsx). */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DonateButton } from './DonateButton.tsx';

export const slides = [
  {
    image: 'banner-1',
    title: 'Join Our Medical Camp',
    text: 'Your Health Matters - Quality Care for Everyone',
    detail: 'Free and low-cost check-ups run by qualified doctors, nurses and volunteers.',
  },
  {
    image: 'banner-2',
    title: 'Care Close to Home',
    text: 'Eye, dental, heart and children’s health camps in community centres near you.',
    detail: 'Find a camp, register in a minute, and pay online only when a fee applies.',
  },
  {
    image: 'banner-3',
    title: 'Prevention Saves Lives',
    text: 'Screenings catch diabetes, high blood pressure and vision problems early.',
    detail: 'Every participant leaves with their results and a clear next step.',
  },
  {
    image: 'banner-4',
    title: 'Help Us Reach More People',
    text: 'Your donation pays for medicines, equipment and travel to remote villages.',
    detail: 'One thousand dollars funds a full day of free care for a community.',
  },
];

export type Slide = (typeof slides)[number];

export function BannerSlide({ slide, index }: { slide: Slide; index: number }) {
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
          {slide.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="medium" maxW="36ch">
          {slide.text}
        </Text>
        <Text fontSize={{ base: 'sm', md: 'md' }} color="whiteAlpha.900" maxW="48ch">
          {slide.detail}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2} align="start">
          <DonateButton size="lg" />
          <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to="/allCamps">Find a camp</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** What a control asked for before Swiper arrived; replayed once it has. */
export type PendingMove = { kind: 'next' } | { kind: 'prev' } | { kind: 'to'; index: number } | { kind: 'none' } | null;
