import { COPY } from '@bbt/domain';
import { useSession } from '../../features/auth/hooks/use-session';
import { FaqAccordion } from '../../features/faqs/components/faq-accordion';
import { BuyCall } from '../../features/landing/components/buy-call';
import { ChatPromo } from '../../features/landing/components/chat-promo';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { LandingSection } from '../../features/landing/components/landing-section';
import { SignalsSection } from '../../features/landing/components/signals-section';
import { UnlockSection } from '../../features/landing/components/unlock-section';
import { TestimonialsCarousel } from '../../features/testimonials/components/testimonials-carousel';
import { WriteReview } from '../../features/testimonials/components/write-review';
import { JoinAction } from '../storefront/join-action';
import styles from './landing-sections.module.css';

/** The landing page below its hero and trusted-by strip (spec screen 1, in the spec's order). */
function LandingSections() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <LandingSection
        id="testimonials"
        eyebrow={COPY.landing.testimonials}
        title="What our members say"
        lead="Reviews from members of the community, published after our team has read them."
      >
        <div className={styles.testimonials}>
          <TestimonialsCarousel />
          <div className={styles.review}>
            <WriteReview signedIn={signedIn} />
          </div>
        </div>
      </LandingSection>
      <ChatPromo action={<JoinAction variant="primary" />} />
      <FeaturesSection />
      <UnlockSection />
      <SignalsSection />
      <BuyCall />
      <LandingSection id="faq" eyebrow={COPY.landing.faq} title="Frequently asked questions" alt>
        <div className={styles.faq}>
          <FaqAccordion />
        </div>
      </LandingSection>
    </>
  );
}

export { LandingSections as Component };
