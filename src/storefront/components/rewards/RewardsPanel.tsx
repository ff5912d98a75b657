import { useEffect, useState } from 'react';
import type { CampaignsDto } from '../../../modules/rewards/contract.ts';
import { toDecimal } from '../../../modules/currency/money.ts';
import { serverMessage } from '../../api-client.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { rewardApi } from '../../rewards-api.ts';
import { useCurrency } from '../../state/currency.tsx';
import { useCustomer } from '../../state/customer.ts';
import { loadRewards, refreshPoints, useRewards } from '../../state/rewards.ts';
import { shopMessages } from '../../state/shop-messages.ts';
import { CouponActions } from '../CouponActions.tsx';
import { Dialog } from '../Dialog.tsx';
import { useMoney, useMoneyText } from '../Price.tsx';
import { ShopLink } from '../ShopLink.tsx';
import './RewardsPanel.css';

type Campaign = CampaignsDto['data'][number];

/**
 * How many points the customer lacks for a reward: 0 or less, and it can be redeemed (spec
 * section 4, Rewards redeem button: enabled with enough points, exactly the cost included).
 */
export const pointsShort = (points: number | null, cost: number) =>
  points === null ? 0 : cost - points;

/**
 * A campaign's spend card: what it gives, what it costs, and for a customer the redeem button,
 * enabled only with enough points (spec section 4, Rewards redeem button); while redeeming it
 * is disabled with a 50 px loading indicator.
 */
function SpendCard({
  campaign,
  points,
  busy,
  onRedeem,
}: {
  campaign: Campaign;
  points: number | null;
  busy: boolean;
  onRedeem(): void;
}) {
  const intl = useIntl();
  const moneyText = useMoneyText();
  const money = useMoney();
  const { checkout } = useCurrency();
  const short = pointsShort(points, campaign.cost);
  return (
    <li className="spend-card" data-testid="spend-card">
      <div className="spend-card__text">
        <strong className="spend-card__title">{moneyText(campaign.title)}</strong>
        <span className="spend-card__cost">
          <FormattedMessage id="rewards.cost" values={{ cost: campaign.cost }} />
        </span>
        {campaign.data.min_subtotal > 0 && (
          <span className="spend-card__note">
            <FormattedMessage
              id="rewards.min_subtotal"
              values={{ amount: money(toDecimal(campaign.data.min_subtotal, checkout)) }}
            />
          </span>
        )}
      </div>
      {points !== null && (
        <div className="spend-card__action">
          <button
            type="button"
            className="button spend-card__redeem"
            disabled={busy || short > 0}
            aria-busy={busy}
            data-testid="redeem"
            onClick={onRedeem}
          >
            {busy ? (
              <span
                className="spend-card__loading"
                role="img"
                aria-label={intl.formatMessage({ id: 'rewards.redeeming' })}
              />
            ) : (
              <FormattedMessage id="rewards.redeem" />
            )}
          </button>
          {short > 0 && (
            <span className="spend-card__note">
              <FormattedMessage id="rewards.needed" values={{ points: short }} />
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/** The coupon a redemption gave: its name and code, to copy or to put in the cart. */
function CouponView({
  coupon,
  onBack,
}: {
  coupon: { name: string; rule_code: string };
  onBack(): void;
}) {
  const moneyText = useMoneyText();
  return (
    <div className="reward-coupon" data-testid="reward-coupon">
      <h3 className="reward-coupon__title">
        <FormattedMessage id="rewards.coupon_title" />
      </h3>
      <p className="reward-coupon__name">{moneyText(coupon.name)}</p>
      <p className="reward-coupon__code" data-testid="reward-code">
        {coupon.rule_code}
      </p>
      <p className="reward-coupon__lead">
        <FormattedMessage id="rewards.coupon_lead" />
      </p>
      <CouponActions code={coupon.rule_code} className="reward-coupon__actions" />
      <button type="button" className="link-button" onClick={onBack}>
        <FormattedMessage id="rewards.back" />
      </button>
    </div>
  );
}

/**
 * The rewards panel (spec section 2, rewards launcher: spend cards, coupon view): how points
 * are earned, a customer's balance, one spend card per campaign, and the coupon a redemption
 * gave. A visitor sees the campaigns and the way to an account, no balance and no redeem.
 */
export default function RewardsPanel({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const money = useMoney();
  const customer = useCustomer().loginStatus;
  const { campaigns, points, loading } = useRewards();
  const [redeeming, setRedeeming] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<{ name: string; rule_code: string } | null>(null);
  useEffect(() => void loadRewards(), [customer]);

  const redeem = async (campaign: Campaign) => {
    setRedeeming(campaign.id);
    try {
      setCoupon(await rewardApi().redeemReward(campaign.id));
      await refreshPoints();
    } catch (error) {
      // The server's message, else the error's own (spec section 8, Redeem failure).
      const text = serverMessage(error) ?? (error as Error).message;
      shopMessages.tell('error', text);
    } finally {
      setRedeeming(null);
    }
  };

  const balance = customer ? (points?.responseBody.points ?? null) : null;
  return (
    <Dialog
      variant="drawer"
      title={<FormattedMessage id="rewards.title" />}
      closeLabel={intl.formatMessage({ id: 'rewards.close' })}
      onClose={onClose}
      className="rewards-panel"
      testId="rewards-panel"
    >
      {points && customer && (
        <div className="rewards-balance" data-testid="rewards-balance">
          <span className="rewards-balance__label">
            <FormattedMessage id="rewards.balance_label" />
          </span>
          <strong className="rewards-balance__points">{points.points_current_with_name}</strong>
          {points.responseBody.pending > 0 && (
            <span className="rewards-balance__pending">
              <FormattedMessage
                id="rewards.pending"
                values={{ points: points.responseBody.pending }}
              />
            </span>
          )}
        </div>
      )}
      {coupon ? (
        <CouponView coupon={coupon} onBack={() => setCoupon(null)} />
      ) : (
        <>
          {!customer && campaigns && (
            <div className="rewards-join">
              <p>
                <FormattedMessage
                  id="rewards.earn"
                  values={{
                    signup: campaigns.earning.signup,
                    per_unit: campaigns.earning.per_unit,
                    money: money(1),
                  }}
                />
              </p>
              <div className="rewards-join__actions">
                <ShopLink to="/account/register" className="button" onClick={onClose}>
                  <FormattedMessage id="rewards.join" />
                </ShopLink>
                <ShopLink
                  to="/account/login"
                  className="button button--secondary"
                  onClick={onClose}
                >
                  <FormattedMessage id="rewards.log_in" />
                </ShopLink>
              </div>
            </div>
          )}
          <h3 className="rewards-panel__heading">
            <FormattedMessage id="rewards.spend_title" />
          </h3>
          {campaigns && campaigns.data.length > 0 ? (
            <ul className="spend-cards">
              {campaigns.data.map((c) => (
                <SpendCard
                  key={c.id}
                  campaign={c}
                  points={balance}
                  busy={redeeming === c.id}
                  onRedeem={() => void redeem(c)}
                />
              ))}
            </ul>
          ) : (
            !loading && (
              <p className="rewards-panel__none">
                <FormattedMessage id="rewards.none" />
              </p>
            )
          )}
        </>
      )}
    </Dialog>
  );
}
