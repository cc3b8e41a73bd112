/** The reviews carousel's Swiper: 3 per view, 1 under 700 px, gap 30 (loaded on the first interaction). */
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useTranslation } from '../../lib/i18n/index.ts';
import { slideSpeed, usePrefersReducedMotion } from '../../lib/reducedMotion.ts';
import { ReviewCard, type Review } from './ReviewCard.tsx';
import { slideLabel, swiperA11y } from './swiperA11y.ts';

export default function ReviewsSwiper({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      speed={slideSpeed(reducedMotion)}
      modules={[Navigation, Pagination, A11y, Keyboard]}
      spaceBetween={30}
      slidesPerView={1}
      breakpoints={{ 700: { slidesPerView: 3 } }}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      {...swiperA11y({ previous: t('carousels.reviews.previous'), next: t('carousels.reviews.next'), goTo: (number) => t('carousels.reviews.goTo', { number }) })}
      style={{ paddingBottom: '48px' }}
    >
      {reviews.map((review, index) => (
        <SwiperSlide key={review._id} style={{ height: 'auto' }} aria-label={slideLabel(index, reviews.length)}>
          <ReviewCard review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
