/** The reviews carousel's Swiper: 3 per view, 1 under 700 px, gap 30 (loaded on the first interaction). */
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useTranslation } from '../../lib/i18n/index.ts';
import { slideSpeed, usePrefersReducedMotion } from '../../lib/reducedMotion.ts';
import { ReviewCard, type Review } from './ReviewCard.tsx';

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
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: t('carousels.reviews.previous'), nextSlideMessage: t('carousels.reviews.next'), paginationBulletMessage: t('carousels.reviews.goTo', { number: '{{index}}' }) }}
      style={{ paddingBottom: '48px' }}
    >
      {reviews.map((review) => (
        <SwiperSlide key={review._id} style={{ height: 'auto' }}>
          <ReviewCard review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
