import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Image } from '../components/Image.tsx';

/** A banner: a picture beside a title, a line of text and a button. */
export function ImageWithText({
  settings,
}: {
  settings: Record<string, string | number | boolean>;
}) {
  return (
    <section className="hero">
      <div className="hero__text">
        <h1 className="hero__title">
          <FormattedMessage id={String(settings.title_key)} />
        </h1>
        <p className="hero__lead">
          <FormattedMessage id={String(settings.text_key)} />
        </p>
        <Link to={String(settings.button_link)} className="button">
          <FormattedMessage id={String(settings.button_key)} />
        </Link>
      </div>
      <div className="hero__media">
        <Image src={String(settings.image)} alt="" sizes="(max-width: 767px) 100vw, 50vw" eager />
      </div>
    </section>
  );
}
