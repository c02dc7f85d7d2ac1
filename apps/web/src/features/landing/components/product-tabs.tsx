import { ArrowRight, Check } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import type { ProductKey } from '../../../lib/api-types';
import styles from './product-tabs.module.css';

interface Offer {
  key: ProductKey;
  tab: string;
  name: string;
  description: string;
  points: string[];
  imageAlt: string;
}

// What each product is, as spec §1, spec §4 and spec §9 describe it; prices come from the server
// and are shown by the storefront pages.
const OFFERS: Offer[] = [
  {
    key: 'indicator',
    tab: COPY.landing.tabs.indicator,
    name: 'Trading indicator',
    description: 'Our in-house chart indicator, made by the team behind our signals.',
    points: ['Works on your own charts', 'Unlocks the Premium Trader role in the community'],
    imageAlt: 'Candlestick chart with a trend line and volatility bands',
  },
  {
    key: 'badge',
    tab: COPY.landing.tabs.badge,
    name: 'Blue Badge Trader',
    description: 'Our membership plan, in three tiers that build on each other.',
    points: [
      'Tier 1: the indicator, the trading manual and the tier 1 channel',
      'Tier 2: premium calls and live classes',
      'Tier 3: one-on-one staff support and full premium signals',
    ],
    imageAlt: 'The blue badge emblem of the Blue Badge Trader plan',
  },
  {
    key: 'signals',
    tab: COPY.landing.tabs.signals,
    name: 'Premium signals',
    description: 'Trade ideas from our analysts, posted live in the signals room.',
    points: [
      'Beginner friendly',
      'Access to the premium trading room',
      'New members get 7 days free',
    ],
    imageAlt: 'Signal cards with entry, exit and profit figures',
  },
];

function OfferPanel({ offer }: { offer: Offer }) {
  return (
    <div className={styles.panel}>
      <img
        className={styles.image}
        src={`/images/products/${offer.key}.svg`}
        alt={offer.imageAlt}
        width={800}
        height={600}
        loading="lazy"
      />
      <div className={styles.text}>
        <h3 className={styles.name}>{offer.name}</h3>
        <p className={styles.description}>{offer.description}</p>
        <ul role="list" className={styles.points}>
          {offer.points.map((point) => (
            <li key={point} className={styles.point}>
              <Check className={styles.pointIcon} size={16} aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <ButtonLink
          to={`/products/${offer.key}`}
          iconEnd={<ArrowRight size={16} aria-hidden="true" />}
          aria-label={`${COPY.landing.buyNow}: ${offer.name}`}
        >
          {COPY.landing.buyNow}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The hero's three tabs (spec screen 1), each with a Buy Now link to its product page. */
export function ProductTabs() {
  return (
    <Tabs
      className={styles.card}
      listClassName={styles.list}
      label="Our products"
      items={OFFERS.map((offer) => ({
        id: offer.key,
        label: offer.tab,
        content: <OfferPanel offer={offer} />,
      }))}
    />
  );
}
