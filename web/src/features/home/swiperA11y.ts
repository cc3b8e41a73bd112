/**
 * Swiper's screen-reader texts in the language shown. Swiper writes a slide's
 * and a bullet's number itself, in Latin digits ("Go to slide 2", "2 / 4"):
 * here the bullets are drawn by renderBullet and the slides are labelled by
 * the caller (slideLabel), so the numbers go through lib/format.ts (Bengali
 * digits in Bengali). The texts are in the `carousels` part, which arrives
 * with Swiper.
 */
import type { SwiperOptions } from 'swiper/types';
import { formatCount } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `a11y` and `pagination` options of a carousel: its arrows' labels and its bullets' ("Go to slide 2") from the number. */
export function swiperA11y(labels: { previous: string; next: string; goTo: (number: string) => string }): Pick<SwiperOptions, 'a11y' | 'pagination'> {
  return {
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      firstSlideMessage: translate('carousels.firstSlide'),
      lastSlideMessage: translate('carousels.lastSlide'),
      // Each slide gets slideLabel from its SwiperSlide.
      slideLabelMessage: '',
    },
    pagination: {
      clickable: true,
      // With renderBullet, Swiper's a11y leaves the bullet's role and label to us (it still makes it focusable).
      renderBullet: (index, className) =>
        `<span class="${className}" role="button" aria-label="${escapeHtml(labels.goTo(formatCount(index + 1)))}"></span>`,
    },
  };
}

/** A slide's label: its number among all ("2 / 4"). */
export function slideLabel(index: number, count: number): string {
  return translate('carousels.slideLabel', { number: formatCount(index + 1), count: formatCount(count) });
}
