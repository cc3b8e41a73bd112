/** The banner's Swiper (loaded on the first interaction, see Banner.tsx). */
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/pagination';
import { BannerSlide, slides, type PendingMove } from './BannerSlide.tsx';
import { CarouselArrows } from './CarouselControls.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { slideSpeed, usePrefersReducedMotion } from '../../lib/reducedMotion.ts';
import { slideLabel, swiperA11y } from './swiperA11y.ts';

export function replay(swiper: SwiperInstance, move: PendingMove) {
  if (!move || move.kind === 'none') return;
  if (move.kind === 'next') swiper.slideNext();
  else if (move.kind === 'prev') swiper.slidePrev();
  else swiper.slideToLoop(move.index);
}

export default function BannerSwiper({ pending }: { pending: PendingMove }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!swiper) return;
    replay(swiper, pending);
    // The static arrow that was pressed is gone: keep keyboard focus on its replacement.
    if (document.activeElement === document.body) {
      if (pending?.kind === 'next') nextEl?.focus();
      if (pending?.kind === 'prev') prevEl?.focus();
    }
    // Replayed once, when Swiper is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swiper]);
  return (
    <Box position="relative" h="full" className="campcare-banner">
      {prevEl && nextEl && (
        <Swiper
          modules={[FreeMode, Navigation, Pagination, A11y, Keyboard]}
          loop
          speed={slideSpeed(reducedMotion)}
          // A drag still moves the slides under the finger; only the glide after it is motion the visitor did not make.
          freeMode={{ enabled: true, momentum: !reducedMotion }}
          navigation={{ prevEl, nextEl }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          spaceBetween={30}
          {...swiperA11y({ previous: t('home.banner.previous'), next: t('home.banner.next'), goTo: (number) => t('home.banner.goTo', { number }) })}
          onSwiper={setSwiper}
          style={{ height: '100%' }}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={slide.image} aria-label={slideLabel(index, slides.length)}>
              <BannerSlide slide={slide} index={index} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      <CarouselArrows prevLabel={t('home.banner.previous')} nextLabel={t('home.banner.next')} prevRef={setPrevEl} nextRef={setNextEl} />
    </Box>
  );
}
