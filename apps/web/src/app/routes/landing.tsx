import { LayoutDashboard, UserPlus } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { useSession } from '../../features/auth/hooks/use-session';
import { FaqAccordion } from '../../features/faqs/components/faq-accordion';
import { BuyCall } from '../../features/landing/components/buy-call';
import { ChatPromo } from '../../features/landing/components/chat-promo';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { Hero } from '../../features/landing/components/hero';
import { LandingSection } from '../../features/landing/components/landing-section';
import { SignalsSection } from '../../features/landing/components/signals-section';
import { TrustedStrip } from '../../features/landing/components/trusted-strip';
import { UnlockSection } from '../../features/landing/components/unlock-section';
import { TestimonialsCarousel } from '../../features/testimonials/components/testimonials-carousel';
import { WriteReview } from '../../features/testimonials/components/write-review';
import styles from './landing.module.css';

/** Spec screen 1, in the spec's order. */
function LandingRoute() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const joinAction = (variant: 'primary' | 'secondary') =>
    signedIn ? (
      <ButtonLink
        to="/app/intro"
        variant={variant}
        size="lg"
        icon={<LayoutDashboard size={18} aria-hidden="true" />}
      >
        {COPY.auth.openApp}
      </ButtonLink>
    ) : (
      <ButtonLink
        to="/signin"
        variant={variant}
        size="lg"
        icon={<UserPlus size={18} aria-hidden="true" />}
      >
        Join for free
      </ButtonLink>
    );

  return (
    <>
      <title>Blue Badge · Trading tools, signals and community</title>
      <Hero secondaryAction={joinAction('secondary')} />
      <TrustedStrip />
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
      <ChatPromo action={joinAction('primary')} />
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

export { LandingRoute as Component };
