import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from '../intl.tsx';
import type { SizeChartDto } from '../../modules/merchandising/contract.ts';

// The dialog is not needed for the first paint: its code loads when the shopper opens it.
const SizeChartDialog = lazy(() => import('./SizeChartDialog.tsx'));

/** The "Size chart" link beside the size choice; it opens the chart in a dialog. */
export function SizeChartLink({ chart }: { chart: SizeChartDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="merch-size-link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="size-chart-link"
      >
        <FormattedMessage id="merch.size_chart" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeChartDialog
            chart={chart}
            // The dialog gives focus back to this button as it closes.
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
