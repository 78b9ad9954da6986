import { EbayAuthBanner } from '@pennant/ui';
import { FeaturesSection } from './components/features-section';
import { FinalCtaSection } from './components/final-cta-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { LandingFooter } from './components/landing-footer';
import { MetricsSection } from './components/metrics-section';
import { PricingSection } from './components/pricing-section';
import { RoiSection } from './components/roi-section';
import { TestimonialsSection } from './components/testimonials-section';
import { TrustSection } from './components/trust-section';
import { useTestimonials } from './service';

/** The public page at `/` for visitors who are not signed in. */
export default function LandingPage() {
  const testimonials = useTestimonials();
  return (
    <div style={{ background: '#fff', minHeight: '100vh' }}>
      <main>
        <HeroSection banner={<EbayAuthBanner />} />
        <TestimonialsSection testimonials={testimonials} />
        <FeaturesSection />
        <HowItWorksSection />
        <RoiSection />
        <MetricsSection />
        <PricingSection />
        <TrustSection />
        <FinalCtaSection />
      </main>
      <LandingFooter showTestimonials={testimonials.length > 0} />
    </div>
  );
}
