/** The reviews carousel's Swiper: 3 per view, 1 under 700 px, gap 30 (loaded on the first interaction). */
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { ReviewCard, type Review } from './ReviewCard.tsx';

export default function ReviewsSwiper({ reviews }: { reviews: Review[] }) {
  return (
    <Swiper
      modules={[Navigation, Pagination, A11y, Keyboard]}
      spaceBetween={30}
      slidesPerView={1}
      breakpoints={{ 700: { slidesPerView: 3 } }}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: 'Previous reviews', nextSlideMessage: 'Next reviews', paginationBulletMessage: 'Go to review {{index}}' }}
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
