import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CardWishButton } from './account/WishlistButton.tsx';
import './account/WishlistButton.css';

/** The heart's place in each card: a box of its own, made once per card, and its key. */
const places = new WeakMap<Element, { box: HTMLElement; key: string }>();
let made = 0;

function placeIn(card: Element) {
  let place = places.get(card);
  if (!place) {
    const box = document.createElement('div');
    box.className = 'card-wish__place';
    // Beside the buy button (outside the card's link, over no picture); else at the card's end.
    (card.querySelector(':scope > .card__actions') ?? card).append(box);
    place = { box, key: String(++made) };
    places.set(card, place);
  }
  return place;
}

/** The product cards on the page now. */
const cardsNow = () => [...document.querySelectorAll('#main article.card[data-product-id]')];

/**
 * The wishlist hearts of the product cards (spec section 1: a heart on a card), added to every
 * card on the page once the page is idle, and to the cards that come later (a next page of a
 * list, a filter): none of this code is in the page's first load.
 */
export default function CardHearts() {
  const [cards, setCards] = useState<Element[]>(cardsNow);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        // The same cards: no render (most changes of the page bring none).
        const now = cardsNow();
        setCards((was) =>
          was.length === now.length && was.every((card, i) => card === now[i]) ? was : now,
        );
      });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {cards.map((card) => {
        const { box, key } = placeIn(card);
        const productId = Number(card.getAttribute('data-product-id'));
        return createPortal(<CardWishButton productId={productId} />, box, key);
      })}
    </>
  );
}
