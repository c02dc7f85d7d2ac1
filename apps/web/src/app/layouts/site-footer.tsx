import { Link } from 'react-router';
import { AtSign, CirclePlay, MessageCircle, Send } from 'lucide-react';
import { COPY, shownSocialLinks, type SocialNetwork } from '@bbt/domain';
import { useSite } from '../../features/landing/api/get-site';
import { NewsletterForm } from '../../features/mailing-list/components/newsletter-form';
import styles from './site-footer.module.css';

const NAVIGATION = [
  { to: '/', label: COPY.nav.home },
  { to: '/products', label: COPY.nav.products },
  { to: '/cart', label: COPY.nav.cart },
  { to: '/signals', label: 'Signals' },
  { to: '/learn', label: 'Learn' },
];

const COMPANY = [
  { to: '/terms', label: 'Terms of service' },
  { to: '/marketing', label: 'Affiliate programme' },
  { to: '/app/ask', label: 'Support' },
];

const SOCIAL_ICONS: Record<SocialNetwork, typeof Send> = {
  telegram: Send,
  discord: MessageCircle,
  x: AtSign,
  youtube: CirclePlay,
};

interface FooterLink {
  to: string;
  label: string;
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The community's accounts the console set; none set, no list at all. */
function SocialLinks() {
  const site = useSite();
  const links = site.data ? shownSocialLinks(site.data.socialLinks) : [];
  if (links.length === 0) return null;
  return (
    <ul role="list" className={styles.social} aria-label="Social media">
      {links.map(({ network, label, url }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a
              className={styles.socialLink}
              href={url}
              aria-label={label}
              title={label}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon size={18} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandCol}>
          <Link to="/" className={styles.brand}>
            <img src="/images/brand/logo.svg" alt="" width={32} height={32} />
            <span>Blue Badge</span>
          </Link>
          <p className={styles.tagline}>
            Trading tools, analyst signals and a community of traders who learn together.
          </p>
          <SocialLinks />
        </div>

        <FooterLinks id="footer-navigation" title={COPY.footer.navigation} links={NAVIGATION} />
        <FooterLinks id="footer-company" title={COPY.footer.company} links={COMPANY} />

        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {COPY.footer.newsletter}
          </h2>
          <p className={styles.newsletterText}>
            Market notes, new tools and member offers. No spam; leave whenever you like.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottomBar}>
        <div className={`container ${styles.bottom}`}>
          <p>{COPY.footer.copyright} Blue Badge. All rights reserved.</p>
          <p>Trading involves risk. Nothing here is financial advice.</p>
        </div>
      </div>
    </footer>
  );
}
