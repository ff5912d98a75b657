import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { ProductGroupDto } from '../../../modules/merchandising/group-contract.ts';
import { MAX_GROUP_QUANTITY } from '../../../modules/merchandising/groups.ts';
import { sizedImageUrl } from '../../../modules/media/image-url.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { Price, useMoney } from '../../components/Price.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { ShopLink, useShopPath } from '../../components/ShopLink.tsx';
import { useAddItems } from '../../state/add-items.ts';
import type { SectionProps } from '../registry.tsx';
import type { settings as schema } from './settings.ts';
import { CART_INTENT } from '../../form-intents.ts';

/** The merchant's quantities; a member that cannot be bought starts (and stays) at 0. */
const suggested = (group: ProductGroupDto | null) =>
  group?.items.map((i) => (i.buy_able ? i.quantity : 0)) ?? [];

/**
 * A grouped product: its members, each with a quantity (the merchant's suggestion; 0 leaves it
 * out), the total of what is chosen, and one button that adds them all in one cart call. The
 * form posts to the cart page without JavaScript (its action adds the same items).
 */
export function GroupedProduct({
  id,
  settings,
  data: group,
}: SectionProps<z.output<typeof schema>, ProductGroupDto | null, ProductDto>) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const money = useMoney();
  const [quantities, setQuantities] = useState(() => suggested(group));
  const { add, adding, status, setStatus } = useAddItems();
  // Another product's page (client navigation) starts from its own group's quantities.
  const [shownId, setShownId] = useState(group?.id);
  if (shownId !== group?.id) {
    setShownId(group?.id);
    setQuantities(suggested(group));
    setStatus(null);
  }
  if (!group) return null;
  const chosen = group.items
    .map((item, i) => ({ item, quantity: item.buy_able ? (quantities[i] ?? 0) : 0 }))
    .filter((c) => c.quantity > 0);
  const count = chosen.reduce((n, c) => n + c.quantity, 0);
  const total = chosen.reduce((sum, c) => sum + c.item.price * c.quantity, 0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (chosen.length === 0) {
      setStatus({ text: intl.formatMessage({ id: 'group.choose' }), error: true });
      return;
    }
    const added = await add(
      chosen.map((c) => ({
        product_id: c.item.product_id,
        variant_id: c.item.variant_id,
        quantity: c.quantity,
      })),
    );
    if (added) setStatus({ text: intl.formatMessage({ id: 'group.added' }, { count }) });
  }

  return (
    <section
      className="section group"
      aria-labelledby={`${id}-title`}
      data-testid="grouped-product"
    >
      <h2 id={`${id}-title`} className="group__title">
        {group.title || <FormattedMessage id={settings.title_key} />}
      </h2>
      <p className="group__lead">
        <FormattedMessage id="group.lead" />
      </p>
      <form method="post" action={shopPath('/cart')} onSubmit={submit}>
        <input type="hidden" name="intent" value={CART_INTENT.add} />
        <ul className="group__items">
          {group.items.map((item, i) => (
            <li key={item.variant_id} className="group__item" data-testid="group-member">
              {item.image ? (
                <img
                  className="group__image"
                  src={sizedImageUrl(item.image, 200)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              ) : (
                <span className="group__image" aria-hidden="true" />
              )}
              <div className="group__info">
                <ShopLink to={item.path} className="group__name">
                  {item.title}
                </ShopLink>
                {item.variant_title && <span className="group__variant">{item.variant_title}</span>}
                <Price price={item.price} regularPrice={item.regular_price} />
              </div>
              {item.buy_able ? (
                <div className="group__quantity">
                  <input type="hidden" name="product_id" value={item.product_id} />
                  <input type="hidden" name="variant_id" value={item.variant_id} />
                  <QuantityStepper
                    name="quantity"
                    min={0}
                    max={MAX_GROUP_QUANTITY}
                    value={quantities[i] ?? 0}
                    label={intl.formatMessage({ id: 'group.quantity_of' }, { title: item.title })}
                    onChange={(q) =>
                      setQuantities((all) => all.map((old, j) => (j === i ? q : old)))
                    }
                  />
                </div>
              ) : (
                <span className="group__sold-out">
                  <FormattedMessage id="product.sold_out" />
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="group__footer">
          <p className="group__total" data-testid="group-total">
            <FormattedMessage id="group.total" values={{ total: money(total) }} />
          </p>
          <button
            type="submit"
            className="button button--large"
            aria-disabled={adding || undefined}
            data-testid="group-add"
          >
            <FormattedMessage id={adding ? 'product.adding' : 'group.add'} values={{ count }} />
          </button>
        </div>
        <p
          className={status?.error ? 'form-error' : 'group__status'}
          role="status"
          data-testid="group-status"
        >
          {status?.text}
        </p>
      </form>
    </section>
  );
}
