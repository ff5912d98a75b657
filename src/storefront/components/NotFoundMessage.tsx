import { FormattedMessage } from '../intl.tsx';
import type { Missing } from '../page.ts';
import { ShopLink } from './ShopLink.tsx';

/**
 * The 404 message: what the page of an unknown address says, or, for a product's page, that the
 * product is no longer available (spec section 8).
 */
export function NotFoundMessage({ missing = 'page' }: { missing?: Missing }) {
  return (
    <section className="page-message" data-testid="not-found">
      <p className="page-message__code">404</p>
      <h1>
        <FormattedMessage id={missing === 'product' ? 'notfound.product' : 'notfound.title'} />
      </h1>
      {missing === 'page' && (
        <p>
          <FormattedMessage id="notfound.text" />
        </p>
      )}
      <ShopLink to="/" className="button">
        <FormattedMessage id="notfound.home" />
      </ShopLink>
    </section>
  );
}
