import AnalyticsTracker from './AnalyticsTracker.tsx';
import BackToTop from './BackToTop.tsx';
import CardHearts from './CardHearts.tsx';
import RewardsLauncher from './rewards/RewardsLauncher.tsx';
import PopupHost from './popups/PopupHost.tsx';
import LastSalesNotice from './social-proof/LastSalesNotice.tsx';
import VisitorsCounter from './social-proof/VisitorsCounter.tsx';
import { useShop } from '../state/shop.tsx';
import type { LaterExtrasProps } from './BackToTopLater.tsx';

/**
 * What comes a second after the page: the page views' tracker (told of the pages shown before
 * it came), the back-to-top button, and on
 * the shop's pages (not in checkout) the rewards launcher, the built-in provider's widget (spec
 * section 7: its script loads from its own path and runs), the product cards' wishlist hearts,
 * the social proof the theme turns on (the last sales notice, the visitors counter), and the
 * merchant's marketing popups.
 */
export default function LaterExtras({ rewards }: LaterExtrasProps) {
  const { settings } = useShop().theme;
  return (
    <>
      <AnalyticsTracker />
      <BackToTop />
      {rewards && (
        <>
          <RewardsLauncher />
          <CardHearts />
          {settings.last_sales_notice && <LastSalesNotice />}
          {settings.visitors_counter && <VisitorsCounter />}
          <PopupHost />
        </>
      )}
    </>
  );
}
