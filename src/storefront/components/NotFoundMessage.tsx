import { FormattedMessage } from '../intl.tsx';
import { ShopLink } from './ShopLink.tsx';

/** The 404 message: what the page of an unknown address says. */
export function NotFoundMessage() {
  return (
    <section className="page-message" data-testid="not-found">
      <p className="page-message__code">404</p>
      <h1>
        <FormattedMessage id="notfound.title" />
      </h1>
      <p>
        <FormattedMessage id="notfound.text" />
      </p>
      <ShopLink to="/" className="button">
        <FormattedMessage id="notfound.home" />
      </ShopLink>
    </section>
  );
}
