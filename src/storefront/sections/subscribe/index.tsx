import type { z } from 'zod';
import { SubscribeForm } from '../../components/newsletter/SubscribeForm.tsx';
import { FormattedMessage } from '../../intl.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './subscribe.css';

/** The subscribe section (spec section 2): a title, a line of text and the subscribe form. */
export default defineSection<z.output<typeof settings>>({
  hydrate: 'after-page',
  Component: ({ settings }) => (
    <section className="subscribe-section" data-testid="subscribe-section">
      <h2 className="subscribe-section__title">
        <FormattedMessage id={settings.title_key} />
      </h2>
      <p className="subscribe-section__lead">
        <FormattedMessage id={settings.text_key} />
      </p>
      <SubscribeForm code="section" />
    </section>
  ),
});
