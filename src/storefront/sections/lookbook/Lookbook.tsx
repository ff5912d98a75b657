import { Fragment, type FormEvent } from 'react';
import type { z } from 'zod';
import type { StyleLookDto } from '../../../modules/merchandising/combination-contract.ts';
import { Image } from '../../components/Image.tsx';
import { Price, useMoney } from '../../components/Price.tsx';
import { ShopLink, useShopPath } from '../../components/ShopLink.tsx';
import { CART_INTENT } from '../../form-intents.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useAddItems } from '../../state/add-items.ts';
import type { SectionProps } from '../registry.tsx';
import type { settings as schema } from './settings.ts';

type Settings = z.output<typeof schema>;

/**
 * What each picture of a look takes of the window, by its place: in `feature`, the look's own
 * product two thirds of the look and the others a third; in `grid`, half each. A look is most
 * of a phone's width (they scroll side by side), half a tablet's and a third of a computer's.
 */
function pictureSizes(layout: Settings['layout'], first: boolean) {
  const share = layout === 'grid' ? 1 / 2 : first ? 2 / 3 : 1 / 3;
  const vw = (look: number) => `${Math.round(look * share)}vw`;
  return `(max-width: 767px) ${vw(82)}, (max-width: 991px) ${vw(48)}, ${vw(31)}`;
}

/**
 * A picture of a look's product. The names below are the links; a picture leads to the same
 * product for a pointer, out of the keyboard's and a screen reader's way.
 */
function LookPicture({
  product,
  layout,
  first = false,
  eager = false,
}: {
  product: StyleLookDto['products'][number];
  layout: Settings['layout'];
  first?: boolean;
  eager?: boolean;
}) {
  return (
    <ShopLink to={product.path} className="look__picture" tabIndex={-1} aria-hidden="true">
      <Image
        src={product.image}
        alt=""
        sizes={pictureSizes(layout, first)}
        className="look__image"
        eager={eager}
      />
    </ShopLink>
  );
}

/**
 * One look: its products' pictures composed (the look's own product large, or an even grid),
 * its title, each product's name and price as a link to it, and "Shop the look", a form that
 * adds every buyable product in its variant in one cart call (posting to the cart page without
 * JavaScript).
 */
function Look({
  look,
  number,
  id,
  layout,
  eager,
}: {
  look: StyleLookDto;
  number: number;
  id: string;
  layout: Settings['layout'];
  eager: boolean;
}) {
  const intl = useIntl();
  const money = useMoney();
  const shopPath = useShopPath();
  const { add, adding, status, setStatus } = useAddItems();
  const [own, ...others] = look.products;
  const buyable = look.products.flatMap((p) =>
    p.variant_id === null ? [] : [{ product_id: p.ID, variant_id: p.variant_id, quantity: 1 }],
  );
  const total = look.products.reduce((sum, p) => sum + (p.variant_id === null ? 0 : p.price), 0);
  const titleId = `${id}-look-${look.id}`;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (await add(buyable)) {
      setStatus({ text: intl.formatMessage({ id: 'group.added' }, { count: buyable.length }) });
    }
  }

  return (
    <li className="look" data-testid="look">
      <article className="look__card" aria-labelledby={titleId}>
        <div className={`look__pictures look__pictures--${layout}`}>
          {own && <LookPicture product={own} layout={layout} first eager={eager} />}
          <div className="look__others">
            {others.map((p) => (
              <LookPicture key={p.ID} product={p} layout={layout} />
            ))}
          </div>
        </div>
        <div className="look__body">
          <p className="look__number" aria-hidden="true">
            {String(number).padStart(2, '0')}
          </p>
          <h3 id={titleId} className="look__title">
            <FormattedMessage id="home.look_title" values={{ product: own?.title ?? '' }} />
          </h3>
          <p className="look__label" id={`${titleId}-pieces`}>
            <FormattedMessage id="home.look_pieces" />
          </p>
          <ul className="look__pieces" aria-labelledby={`${titleId}-pieces`}>
            {look.products.map((p) => (
              <li key={p.ID} className="look__piece">
                <ShopLink to={p.path} className="look__name">
                  {p.title}
                </ShopLink>
                <Price price={p.price} regularPrice={p.regular_price} />
              </li>
            ))}
          </ul>
          {buyable.length > 0 && (
            <form method="post" action={shopPath('/cart')} onSubmit={submit} className="look__buy">
              <input type="hidden" name="intent" value={CART_INTENT.add} />
              {buyable.map((item) => (
                <Fragment key={item.variant_id}>
                  <input type="hidden" name="product_id" value={item.product_id} />
                  <input type="hidden" name="variant_id" value={item.variant_id} />
                  <input type="hidden" name="quantity" value={item.quantity} />
                </Fragment>
              ))}
              <p className="look__total">
                <FormattedMessage id="group.total" values={{ total: money(total) }} />
              </p>
              <button
                type="submit"
                className="button look__button"
                aria-describedby={titleId}
                aria-disabled={adding || undefined}
                data-testid="shop-the-look"
              >
                <FormattedMessage id={adding ? 'product.adding' : 'home.shop_the_look'} />
              </button>
              <p
                className={status?.error ? 'form-error look__status' : 'look__status'}
                role="status"
              >
                {status?.text}
              </p>
            </form>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * The lookbook: a heading, its lead and the looks, side by side (three across a computer, two
 * across a tablet, scrolling across a phone). Nothing shows when the shop has no looks.
 */
export function Lookbook({ id, settings, data, lead }: SectionProps<Settings, StyleLookDto[]>) {
  if (data.length === 0) return null;
  return (
    <section className="section lookbook" aria-labelledby={`${id}-title`} data-testid="lookbook">
      <div className="section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id={settings.title_key} />
        </h2>
        <p className="section__subtitle">
          <FormattedMessage id={settings.text_key} />
        </p>
      </div>
      <ol className="lookbook__looks" data-looks={data.length}>
        {data.map((look, i) => (
          <Look
            key={look.id}
            look={look}
            number={i + 1}
            id={id}
            layout={settings.layout}
            eager={lead && i === 0}
          />
        ))}
      </ol>
    </section>
  );
}
