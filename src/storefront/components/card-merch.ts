import { useEffect, useState } from 'react';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import type { StyleCombinationDto } from '../../modules/merchandising/contract.ts';
import { byProduct, type CardTags } from './card-tags.ts';
import { storeApi } from '../state/api.ts';
import { useShop } from '../state/shop.tsx';

/** Where on a card style combinations are read from (combination_position). */
export const CARD_POSITION = 'card';

/**
 * What a grid's cards show besides the product: their tags (as loaded with the list, else asked
 * for once in the browser) and, where the theme turns `show_style_combination_on_card` on,
 * their style combinations, asked for after hydration in one call (spec section 9, Lists).
 */
export function useCardMerch(products: ProductDto[], tags: CardTags | undefined) {
  const { theme } = useShop();
  const showStyles = theme.settings.show_style_combination_on_card;
  const ids = products.map((p) => p.ID).join(',');
  const [fetched, setFetched] = useState<{ ids: string; tags: CardTags } | null>(null);
  const [styles, setStyles] = useState<{
    ids: string;
    styles: Record<number, StyleCombinationDto>;
  } | null>(null);

  useEffect(() => {
    if (tags || !ids) return;
    let live = true;
    storeApi()
      .productCards(ids.split(',').map(Number))
      .then((list) => live && setFetched({ ids, tags: byProduct(list) }))
      .catch(() => {});
    return () => void (live = false);
  }, [ids, tags]);

  useEffect(() => {
    if (!showStyles || !ids) return;
    let live = true;
    storeApi()
      .styleCombinations(ids.split(',').map(Number), CARD_POSITION)
      .then((list) => live && setStyles({ ids, styles: byProduct(list) }))
      .catch(() => {});
    return () => void (live = false);
  }, [ids, showStyles]);

  return {
    tags: tags ?? (fetched?.ids === ids ? fetched.tags : {}),
    styles: styles?.ids === ids ? styles.styles : {},
  };
}
