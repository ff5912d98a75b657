import AnalyticsTracker from './AnalyticsTracker.tsx';
import BackToTop from './BackToTop.tsx';
import CardHearts from './CardHearts.tsx';
import RewardsLauncher from './rewards/RewardsLauncher.tsx';

/**
 * What comes a second after the page: the page views' tracker, the back-to-top button, and on the shop's pages (not in
 * checkout) the rewards launcher, the built-in provider's widget (spec section 7: its script
 * loads from its own path and runs), and the product cards' wishlist hearts.
 */
export default function LaterExtras({ rewards }: { rewards: boolean }) {
  return (
    <>
      <AnalyticsTracker />
      <BackToTop />
      {rewards && (
        <>
          <RewardsLauncher />
          <CardHearts />
        </>
      )}
    </>
  );
}
