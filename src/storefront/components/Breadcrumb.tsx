import { useLocation } from 'react-router';
import { useIntl } from '../intl.tsx';
import { ShopLink } from './ShopLink.tsx';
import './Breadcrumb.css';

/**
 * The trail from home to the current page (spec section 2: Home > collection > product), each
 * step a link; the last is the page shown (`aria-current="page"`), linked to its own address
 * unless it names one.
 */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const items = [{ label: intl.formatMessage({ id: 'header.home' }), to: '/' }, ...trail];
  const last = items.length - 1;
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'breadcrumb.label' })}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            <ShopLink
              to={item.to ?? `${pathname}${search}`}
              aria-current={i === last ? 'page' : undefined}
            >
              <bdi>{item.label}</bdi>
            </ShopLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
