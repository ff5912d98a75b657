import { useIntl } from '../intl.tsx';
import { ShopLink } from './ShopLink.tsx';
import './Breadcrumb.css';

/** The trail from home to the current page. */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const intl = useIntl();
  const items = [{ label: intl.formatMessage({ id: 'header.home' }), to: '/' }, ...trail];
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'breadcrumb.label' })}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.to && i < items.length - 1 ? (
              <ShopLink to={item.to}>{item.label}</ShopLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
