import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { needCatalog, useTranslation } from '../../lib/i18n/index.ts';
import { BannerSlide, slides, type PendingMove } from './BannerSlide.tsx';
import { CarouselArrows, CarouselDots } from './CarouselControls.tsx';
import { useFirstInteraction } from './useInteraction.ts';

// The slides after the first have their texts in the `carousels` part of the catalog, which comes with Swiper.
const loadBannerSwiper = () => Promise.all([import('./BannerSwiper.tsx'), needCatalog('carousels')]).then(([module]) => module);
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
  const { t } = useTranslation();
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
      <CarouselArrows onPrev={() => setPending({ kind: 'prev' })} onNext={() => setPending({ kind: 'next' })} prevLabel={t('home.banner.previous')} nextLabel={t('home.banner.next')} />
      <CarouselDots count={slides.length} active={0} onSelect={(index) => setPending({ kind: 'to', index })} label={(number) => t('home.banner.goTo', { number })} />
    </Box>
  );
  return (
    <Box as="section" aria-roledescription={t('home.banner.role')} aria-label={t('home.banner.label')} h="70vh" minH="460px" data-testid="banner">
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
