import { useShop } from '../state/shop.tsx';
import { ShopLink } from './ShopLink.tsx';
import './TopTitle.css';

/**
 * The top title (spec section 2, UI pieces): the merchant's line above the header, in the
 * shopper's language (the theme's `top_title`), a link when it has one; nothing without text.
 */
export function TopTitle() {
  const { locale, theme } = useShop();
  const { text, link } = theme.settings.top_title;
  const line = text[locale] ?? text['*'];
  if (!line) return null;
  return (
    <div className={`top-title scheme-${theme.layout.schemes.footer}`} data-testid="top-title">
      <p className="top-title__text" dir="auto">
        {link ? (
          <ShopLink to={link} className="top-title__link">
            {line}
          </ShopLink>
        ) : (
          line
        )}
      </p>
    </div>
  );
}
