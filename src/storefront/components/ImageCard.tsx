import { Image } from './Image.tsx';
import { ShopLink } from './ShopLink.tsx';
import './ImageCard.css';

/**
 * An image card (spec section 2, UI pieces): a picture and its title in one link. The title
 * names the link, so the picture is decoration (empty alt).
 */
export function ImageCard({
  image,
  title,
  href,
  sizes = '(max-width: 767px) 50vw, 25vw',
}: {
  image: string;
  title: string;
  href: string;
  sizes?: string;
}) {
  return (
    <ShopLink to={href} className="image-card">
      <span className="image-card__media">
        <Image src={image} alt="" sizes={sizes} className="image-card__image" />
      </span>
      <span className="image-card__title">{title}</span>
    </ShopLink>
  );
}
