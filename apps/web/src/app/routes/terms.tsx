import { Link } from 'react-router';
import { COPY } from '@bbt/domain';
import { PageHeader } from '../../components/ui/page-header';
import styles from './terms.module.css';

interface Term {
  id: string;
  heading: string;
  rule: string;
  details: string[];
}

// Spec screen 8: the four terms, last updated March 29, 2023.
const TERMS: Term[] = [
  {
    id: 'final-sales',
    heading: 'Sales are final',
    rule: COPY.terms.finalSales,
    details: [
      'Our products are digital. Access to the indicator, the Blue Badge Trader plan, signals and the members’ areas is granted as soon as your payment is confirmed, and it cannot be returned.',
      'For that reason we do not offer refunds, exchanges or credits for any purchase, including unused parts of a subscription period. Please check your cart before you pay.',
    ],
  },
  {
    id: 'no-profit-guarantee',
    heading: 'No guarantee of profit',
    rule: COPY.terms.noGuarantee,
    details: [
      'Our indicators, signals, classes and chat discussions are educational tools and opinions. They are not financial, investment or trading advice.',
      'Trading stocks, currencies, cryptocurrencies and other instruments carries a high level of risk, and you can lose money. Past results, including those shared in the results channel or the signals history, do not predict future performance. You alone decide your trades and are responsible for their outcome.',
    ],
  },
  {
    id: 'no-resale',
    heading: 'No resale',
    rule: COPY.terms.noResale,
    details: [
      'A purchase gives you a personal, non-transferable licence to use the product for your own trading.',
      'You may not resell, sublicense, share, copy or redistribute our products, signals, course materials or the content of the members’ areas, and you may not give anyone else access to your account.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    rule: COPY.terms.liability,
    details: [
      'To the fullest extent permitted by law, our total liability to you for any claim arising from our products or services is limited to the amount you paid us for the product concerned.',
      'We are not liable for indirect or consequential losses, such as trading losses, lost profits or lost data. Nothing in these terms limits any liability that the law does not allow us to limit.',
    ],
  },
];

function TermsRoute() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="terms-title">
          <PageHeader title={COPY.terms.title} titleId="terms-title">
            <p className={styles.updated}>
              Last updated: <time dateTime="2023-03-29">{COPY.terms.lastUpdated}</time>
            </p>
          </PageHeader>
          <p className={styles.intro}>
            These terms govern your use of the Blue Badge website, the members’ workspace and the
            digital products we sell. By creating an account, making a purchase or using our
            services, you agree to them. If you do not agree, please do not use our services.
          </p>
          <ol className={styles.sections}>
            {TERMS.map((term, index) => (
              <li key={term.id}>
                <section className={styles.section} aria-labelledby={term.id}>
                  <h2 id={term.id} className={styles.heading}>
                    <span className={styles.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    {term.heading}
                  </h2>
                  <p className={styles.rule}>{term.rule}</p>
                  {term.details.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </section>
              </li>
            ))}
          </ol>
          <p className={styles.closing}>
            Questions about these terms? Ask our team through a support ticket in the{' '}
            <Link to="/app/ask">members’ workspace</Link>.
          </p>
        </article>
        <nav className={styles.toc} aria-labelledby="terms-toc">
          <h2 id="terms-toc" className={styles.tocTitle}>
            On this page
          </h2>
          <ol role="list" className={styles.tocList}>
            {TERMS.map((term, index) => (
              <li key={term.id}>
                <a className={styles.tocLink} href={`#${term.id}`}>
                  <span className="tabular-nums">{index + 1}.</span> {term.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}

export { TermsRoute as Component };
