import { FormattedMessage } from '../intl.tsx';

/**
 * Said when part of the shop's code did not load (spec section 8, ChunkLoadError): the browser
 * keeps a failed chunk as failed until the page loads again, so the way out is a reload.
 */
export function ChunkLoadFailed() {
  return (
    <section className="page-message" role="alert" data-testid="chunk-load-failed">
      <h1>
        <FormattedMessage id="page_error.title" />
      </h1>
      <p>
        <FormattedMessage id="chunk_error.text" />
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="chunk_error.reload" />
      </button>
    </section>
  );
}
