import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { SizeChartDto } from '../../modules/merchandising/contract.ts';
import './SizeChartDialog.css';

/**
 * A product's size chart in a modal dialog: the page behind is inert while it is open (focus
 * stays inside), Escape or the close button closes it and focus returns to the link.
 */
export default function SizeChartDialog({
  chart,
  onClose,
}: {
  chart: SizeChartDto;
  onClose(): void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    // Removed from the page, an open dialog closes by itself: no clean-up to run.
    if (el && !el.open) el.showModal();
  }, []);
  const title = chart.title || intl.formatMessage({ id: 'merch.size_chart' });
  return (
    <dialog
      ref={dialog}
      className="merch-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(e) => {
        // Tab and Shift+Tab go round the dialog's controls instead of leaving for the browser.
        if (e.key !== 'Tab') return;
        const controls = [
          ...e.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]'),
        ];
        const first = controls[0];
        const last = controls.at(-1);
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      data-testid="size-chart-dialog"
    >
      <div className="merch-dialog__box">
        <div className="merch-dialog__head">
          <h2 id={titleId} className="merch-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="merch-dialog__close"
            aria-label={intl.formatMessage({ id: 'merch.close' })}
            onClick={() => dialog.current?.close()}
            autoFocus
          >
            ×
          </button>
        </div>
        <div className="merch-dialog__scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
          <table className="merch-size-table">
            <caption>
              <FormattedMessage id="merch.size_chart_unit" values={{ unit: chart.unit }} />
            </caption>
            <thead>
              <tr>
                {chart.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {chart.note && <p className="merch-dialog__note">{chart.note}</p>}
      </div>
    </dialog>
  );
}
