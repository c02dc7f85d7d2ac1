import { Hero } from '../../features/landing/components/hero';
import { TrustedStrip } from '../../features/landing/components/trusted-strip';
import { deferredPart } from '../../lib/deferred-part';
import { JoinAction } from '../storefront/join-action';

/** Below the fold: its code loads once the visitor starts using the page. */
const LandingSections = deferredPart(() => import('./landing-sections.deferred'));

/** Spec screen 1, in the spec's order. */
function LandingRoute() {
  return (
    <>
      <title>Blue Badge · Trading tools, signals and community</title>
      <Hero secondaryAction={<JoinAction variant="secondary" />} />
      <TrustedStrip />
      <LandingSections />
    </>
  );
}

export { LandingRoute as Component };
