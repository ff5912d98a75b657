import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { CarouselRotation, CarouselStep } from '../../components/CarouselControls.tsx';
import { Image } from '../../components/Image.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../components/ui-timing.ts';
import { useCarousel } from '../../components/use-carousel.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './slideshow.css';

type Settings = z.output<typeof settings>;

/** Shows slide `index` in its track (scrolled, not moved: the same track works without script). */
function show(track: HTMLElement, index: number, behavior: ScrollBehavior) {
  const rtl = getComputedStyle(track).direction === 'rtl';
  track.scrollTo({ left: (rtl ? -1 : 1) * index * track.clientWidth, behavior });
}

/**
 * The slideshow (spec section 2, carousel with prev/next and touch swipe): full-width slides,
 * each a picture, a title, a line and a button. The server renders every slide in a track that
 * scrolls sideways and snaps, with a dot per slide that is a link to it: without script the
 * first slide shows and the dots bring the others. Once hydrated, previous and next, the dots,
 * a 50 px swipe and the arrow keys turn it one slide at a time (stopping at the ends unless it
 * loops); autoplay, if set, waits under the pointer or focus and for reduced motion.
 */
function Slideshow({ id, settings, lead }: { id: string; settings: Settings; lead: boolean }) {
  const intl = useIntl();
  const { slides } = settings;
  const count = slides.length;
  const carousel = useCarousel({
    count,
    loop: settings.loop,
    autoplay: settings.autoplay ? settings.interval * 1000 : 0,
  });
  const { index, ready, goTo } = carousel;
  const track = useRef<HTMLDivElement>(null);
  // The slide shown, for the resize handler.
  const shown = useRef(0);

  // Where the shopper went before the page hydrated (a dot is a link), and the window's resize.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const at = el.clientWidth > 0 ? Math.round(Math.abs(el.scrollLeft) / el.clientWidth) : 0;
    if (at > 0) goTo(at);
    const onResize = debounce(() => show(el, shown.current, 'instant'), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
    // Once, when hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const moved = useRef(false);
  useEffect(() => {
    shown.current = index;
    if (!moved.current && index === 0) return;
    moved.current = true;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (track.current) show(track.current, index, still ? 'instant' : 'smooth');
  }, [index]);

  const trackId = `${id}-slides`;
  const slideId = (i: number) => `${id}-slide-${i + 1}`;
  const label = (i: number) =>
    intl.formatMessage({ id: 'carousel.slide' }, { index: i + 1, total: count });
  const scheme = settings.color_scheme ? ` scheme-${settings.color_scheme}` : '';
  return (
    <section
      className={`slideshow${scheme}`}
      aria-roledescription={intl.formatMessage({ id: 'carousel.role' })}
      aria-label={intl.formatMessage({ id: 'home.slideshow_label' })}
      data-ready={ready || undefined}
      data-testid="slideshow"
      {...carousel.rootProps}
    >
      <div
        ref={track}
        id={trackId}
        className="slideshow__track"
        aria-live={carousel.playing ? 'off' : 'polite'}
        {...carousel.swipeProps}
      >
        {slides.map((slide, i) => {
          const Title = i === 0 && settings.page_heading ? 'h1' : 'h2';
          // Once hydrated, the slides out of view are out of reach (and of the tab order).
          const away = ready && i !== index;
          return (
            <div
              key={slideId(i)}
              id={slideId(i)}
              className="slideshow__slide"
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'carousel.slide_role' })}
              aria-label={label(i)}
              aria-hidden={away || undefined}
              inert={away}
            >
              <div className="slideshow__text">
                <Title className="slideshow__title">
                  <FormattedMessage id={slide.title_key} />
                </Title>
                <p className="slideshow__lead">
                  <FormattedMessage id={slide.text_key} />
                </p>
                <ShopLink to={slide.button_link} className="button">
                  <FormattedMessage id={slide.button_key} />
                </ShopLink>
              </div>
              <div className="slideshow__media">
                {/* Leading the page, its first slide's picture is the largest paint: at once. */}
                <Image
                  src={slide.image}
                  alt=""
                  sizes="(max-width: 767px) 100vw, 60vw"
                  eager={lead && i === 0}
                  className="slideshow__image"
                />
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="slideshow__controls">
          {carousel.rotates && (
            <CarouselRotation
              rotating={carousel.rotating}
              onClick={carousel.toggleRotation}
              controls={trackId}
              className="slideshow__button"
            />
          )}
          <CarouselStep
            direction="previous"
            disabled={!carousel.canGoBack}
            onClick={() => carousel.go(-1)}
            controls={trackId}
            className="slideshow__button"
          />
          <ol className="slideshow__dots">
            {slides.map((_, i) => (
              <li key={slideId(i)}>
                <a
                  className="slideshow__dot"
                  href={`#${slideId(i)}`}
                  aria-label={label(i)}
                  aria-current={i === index || undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(i);
                  }}
                />
              </li>
            ))}
          </ol>
          <CarouselStep
            direction="next"
            disabled={!carousel.canGoOn}
            onClick={() => carousel.go(1)}
            controls={trackId}
            className="slideshow__button"
          />
        </div>
      )}
    </section>
  );
}

export default defineSection<Settings>({
  // Rendered whole by the server: its code may come after the page has hydrated.
  hydrate: 'after-page',
  Component: Slideshow,
});
