import { Box, chakra, HStack } from '@chakra-ui/react';
import { FiChevronLeft, FiChevronRight } from '../../components/FeatherIcons.tsx';
import { formatCount } from '../../lib/format.ts';

const arrowCss = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  boxSize: '44px',
  rounded: 'full',
  bg: 'blackAlpha.500',
  color: 'white',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '2xl',
  cursor: 'pointer',
  _hover: { bg: 'blackAlpha.700' },
  _focusVisible: { outline: '3px solid white', outlineOffset: '2px' },
} as const;

/** Previous/next buttons: our own, so they look the same before and after Swiper loads. */
export function CarouselArrows({
  onPrev,
  onNext,
  prevLabel,
  nextLabel,
  prevRef,
  nextRef,
}: {
  onPrev?: () => void;
  onNext?: () => void;
  prevLabel: string;
  nextLabel: string;
  prevRef?: (el: HTMLButtonElement | null) => void;
  nextRef?: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <>
      <chakra.button type="button" aria-label={prevLabel} css={arrowCss} left={{ base: 2, md: 4 }} onClick={onPrev} ref={prevRef} data-testid="carousel-prev">
        <FiChevronLeft aria-hidden />
      </chakra.button>
      <chakra.button type="button" aria-label={nextLabel} css={arrowCss} right={{ base: 2, md: 4 }} onClick={onNext} ref={nextRef} data-testid="carousel-next">
        <FiChevronRight aria-hidden />
      </chakra.button>
    </>
  );
}

/** Clickable dots with the same look as Swiper's bullets; `label` names the dot of a slide from its number ("Go to slide 2"). */
export function CarouselDots({ count, active, onSelect, label }: { count: number; active: number; onSelect: (index: number) => void; label: (number: string) => string }) {
  return (
    <Box position="absolute" bottom={4} left={0} right={0} zIndex={2}>
      <HStack justify="center" gap={2}>
        {Array.from({ length: count }, (_, i) => (
          <chakra.button
            key={i}
            type="button"
            aria-label={label(formatCount(i + 1))}
            aria-current={i === active ? 'true' : undefined}
            boxSize="24px"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            onClick={() => onSelect(i)}
            _focusVisible={{ outline: '2px solid white', rounded: 'full' }}
          >
            <Box boxSize="10px" rounded="full" bg={i === active ? 'white' : 'whiteAlpha.600'} />
          </chakra.button>
        ))}
      </HStack>
    </Box>
  );
}
