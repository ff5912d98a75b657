import { useId } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { SizeChartDto } from '../../modules/merchandising/contract.ts';
import { Dialog } from './Dialog.tsx';
import './SizeChartDialog.css';

/**
 * A product's size chart in the Dialog shell: the page behind is inert while it is open (focus
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
  const titleId = useId();
  const title = chart.title || intl.formatMessage({ id: 'merch.size_chart' });
  return (
    <Dialog
      variant="modal"
      title={<span id={titleId}>{title}</span>}
      closeLabel={intl.formatMessage({ id: 'merch.close' })}
      onClose={onClose}
      className="merch-dialog"
      testId="size-chart-dialog"
    >
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
    </Dialog>
  );
}
