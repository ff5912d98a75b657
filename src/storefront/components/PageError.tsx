import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FormattedMessage } from '../intl.tsx';
import { NotFoundMessage } from './NotFoundMessage.tsx';

/** A page's error inside the layout: the 404 page for "not found", else a short apology. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <section className="page-message">
      <h1>
        <FormattedMessage id="page_error.title" />
      </h1>
      <p>
        <FormattedMessage id="page_error.retry" />
      </p>
    </section>
  );
}
