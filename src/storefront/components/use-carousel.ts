import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { clampIndex, keyStep, stepIndex, swipeStep } from './carousel.ts';

export interface CarouselOptions {
  count: number;
  /** Past the last comes the first (and before the first the last); off: it stops at the ends. */
  loop?: boolean;
  /** Milliseconds between turns on its own; 0: it turns only when the shopper turns it. */
  autoplay?: number;
}

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/**
 * The state and handlers of a carousel (the slideshow, the announcement bar): the index, which
 * moves one step at a time between the first and the last (spec section 9), by buttons, arrow
 * keys and a 50 px swipe; and the autoplay, which waits while the pointer is over the carousel
 * or focus is in it, does not start by itself when the shopper asks for reduced motion, and can
 * be stopped and started again. Nothing turns before the page has hydrated (`ready`).
 */
export function useCarousel({ count, loop = false, autoplay = 0 }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  // Null until the browser answered: on the server, and while hydrating.
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<'auto' | 'play' | 'stop'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const read = () => setReducedMotion(query.matches);
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, []);

  const ready = reducedMotion !== null;
  const rotates = autoplay > 0 && count > 1;
  /** The rotation is on: asked for, or not refused and the shopper accepts motion. */
  const rotating = rotates && ready && (choice === 'play' || (choice === 'auto' && !reducedMotion));
  const atEnd = !loop && index >= count - 1;
  const playing = rotating && !hovered && !focused && !atEnd;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => stepIndex(i, 1, count, loop)), autoplay);
    return () => clearInterval(timer);
  }, [playing, autoplay, count, loop]);

  const go = (delta: number) => setIndex((i) => stepIndex(i, delta, count, loop));
  const goTo = (i: number) => setIndex(clampIndex(i, count));

  return {
    index,
    ready,
    /** Whether the carousel can turn on its own (it has autoplay and more than one slide). */
    rotates,
    /** Whether its rotation is on (a pause or play button shows it). */
    rotating,
    /** Whether it turns on its own right now: its changes are not announced meanwhile. */
    playing,
    canGoBack: loop ? count > 1 : index > 0,
    canGoOn: loop ? count > 1 : index < count - 1,
    go,
    goTo,
    toggleRotation: () => setChoice(rotating ? 'stop' : 'play'),
    /** For the carousel's outer element: hover and focus hold it, arrow keys turn it. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        const step = keyStep(e.key, isRtl(e.currentTarget));
        if (step === null || count < 2) return;
        e.preventDefault();
        if (step === 'first') goTo(0);
        else if (step === 'last') goTo(count - 1);
        else go(step);
      },
    },
    /** For the element a finger swipes: a touch or a pen, not a mouse (that selects text). */
    swipeProps: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        start.current = e.pointerType === 'mouse' ? null : { x: e.clientX, y: e.clientY };
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => {
        const from = start.current;
        start.current = null;
        if (!from || count < 2) return;
        const step = swipeStep(e.clientX - from.x, e.clientY - from.y, isRtl(e.currentTarget));
        if (step !== 0) go(step);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
  };
}
