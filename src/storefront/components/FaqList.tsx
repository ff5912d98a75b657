import type { FaqDto } from '../../modules/blocks/contract.ts';
import './FaqList.css';
import { RichText } from './RichText.tsx';

/**
 * Questions and answers as disclosure widgets (details and summary): open and closed by click,
 * Enter or Space, with no script, grouped under their topic when they have several.
 */
export function FaqList({ faqs, headingLevel = 2 }: { faqs: FaqDto[]; headingLevel?: 2 | 3 }) {
  const topics = [...new Set(faqs.map((f) => f.topic))];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq">
      {topics.map((topic) => (
        <section key={topic} className="faq__topic">
          {topic && topics.length > 1 && <Heading className="faq__heading">{topic}</Heading>}
          {faqs
            .filter((f) => f.topic === topic)
            .map((f) => (
              <details key={f.id} className="faq__item">
                <summary className="faq__question" dir="auto">
                  {f.question}
                </summary>
                <RichText className="faq__answer rich-text" html={f.answer_html} />
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}

/** The FAQ as structured data (schema.org FAQPage), for search engines' rich results. */
export function faqLd(faqs: FaqDto[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer_html },
    })),
  };
}
