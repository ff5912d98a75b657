import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import { Image } from '../../components/Image.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import { ShopLink } from '../../components/ShopLink.tsx';
import './image-with-text.css';

/** A banner: a picture beside a title (the page's, when it leads), a line of text and a button. */
export default defineSection<z.output<typeof settings>>({
  Component: ({ settings, lead }) => {
    const Title = lead ? 'h1' : 'h2';
    return (
      <section className="hero">
        <div className="hero__text">
          <Title className="hero__title">
            <FormattedMessage id={settings.title_key} />
          </Title>
          <p className="hero__lead">
            <FormattedMessage id={settings.text_key} />
          </p>
          <ShopLink to={settings.button_link} className="button">
            <FormattedMessage id={settings.button_key} />
          </ShopLink>
        </div>
        <div className="hero__media">
          <Image src={settings.image} alt="" sizes="(max-width: 767px) 100vw, 50vw" eager={lead} />
        </div>
      </section>
    );
  },
});
