import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FormattedMessage } from '../intl.tsx';
import type { ExplainedError, Missing } from '../page.ts';
import { isChunkLoadError } from '../chunk-load.ts';
import { ChunkLoadFailed } from './ChunkLoadFailed.tsx';
import { NotFoundMessage } from './NotFoundMessage.tsx';

/**
 * A page's error inside the layout: the 404 page for "not found" (saying what was missing), else
 * a reload when the page's code did not load, else a short apology with the server's message
 * when it gave one (spec section 8).
 */
export function PageError() {
  const error = useRouteError();
  const data = isRouteErrorResponse(error)
    ? (error.data as Partial<ExplainedError & { missing: Missing }> | undefined)
    : undefined;
  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundMessage missing={data?.missing} />;
  }
  return (
    <section className="page-message" data-testid="page-error">
      <h1>
        <FormattedMessage id="page_error.title" />
      </h1>
      <p>{data?.server_message ?? <FormattedMessage id="page_error.retry" />}</p>
    </section>
  );
}
