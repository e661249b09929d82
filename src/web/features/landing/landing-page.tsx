import { BusinessShowcase } from './business-showcase';
import { CtaBand } from './cta-band';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  return (
    <main>
      <title>Miadi - Bookings and M-Pesa payments for your business</title>
      <HeroSection />
      <BusinessShowcase />
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection />
      <CtaBand />
    </main>
  );
}
