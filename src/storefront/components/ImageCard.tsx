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
  eager = false,
}: {
  image: string;
  title: string;
  href: string;
  sizes?: string;
  /** In the first screen (a leading section's first): loaded at once, before other pictures. */
  eager?: boolean;
}) {
  return (
    <ShopLink to={href} className="image-card">
      <span className="image-card__media">
        <Image src={image} alt="" sizes={sizes} className="image-card__image" eager={eager} />
      </span>
      <span className="image-card__title">{title}</span>
    </ShopLink>
  );
}
