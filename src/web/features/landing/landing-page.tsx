import { BusinessShowcase } from './business-showcase';
import { CtaBand } from './cta-band';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { landingText } from './messages/landing-page';

export function LandingPage() {
  return (
    <main>
      <title>{landingText('title')}</title>
      <HeroSection />
      <BusinessShowcase />
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection />
      <CtaBand />
    </main>
  );
}
