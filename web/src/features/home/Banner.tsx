import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BannerSlide, slides, type PendingMove } from './BannerSlide.tsx';
import { CarouselArrows, CarouselDots } from './CarouselControls.tsx';
import { useFirstInteraction } from './useInteraction.ts';

const loadBannerSwiper = () => import('./BannerSwiper.tsx');
const BannerSwiper = lazy(loadBannerSwiper);

/**
 * Four slides: loop, free-mode dragging, clickable dots, arrows, gap 30, 70% of
 * the viewport's height; no autoplay. The first slide is plain markup; Swiper's
 * code is fetched on the visitor's first interaction with the page and takes
 * over when the carousel is used (an arrow, a dot, or a drag on the picture),
 * replaying that first move. Buttons inside the slide are never swapped while
 * being pressed.
 */
export function Banner() {
  const interacted = useFirstInteraction();
  const [pending, setPending] = useState<PendingMove>(null);
  useEffect(() => {
    if (interacted) void loadBannerSwiper();
  }, [interacted]);
  const staticBanner = (
    <Box
      position="relative"
      h="full"
      onPointerDown={(e) => {
        if (!(e.target as HTMLElement).closest('button, a')) setPending((p) => p ?? { kind: 'none' });
      }}
    >
      <BannerSlide slide={slides[0]!} index={0} />
      <CarouselArrows onPrev={() => setPending({ kind: 'prev' })} onNext={() => setPending({ kind: 'next' })} prevLabel="Previous slide" nextLabel="Next slide" />
      <CarouselDots count={slides.length} active={0} onSelect={(index) => setPending({ kind: 'to', index })} label="Go to slide" />
    </Box>
  );
  return (
    <Box as="section" aria-roledescription="carousel" aria-label="Highlights" h="70vh" minH="460px" data-testid="banner">
      {pending ? (
        <Suspense fallback={staticBanner}>
          <BannerSwiper pending={pending} />
        </Suspense>
      ) : (
        staticBanner
      )}
    </Box>
  );
}
