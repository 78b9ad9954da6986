import { SellingSetupPanel } from './selling-setup-panel';
import { SettingsSection } from './settings-section';

/** Selling on eBay: business policies, the ship-from location and how Pennant lists. */
export function SellingSetupSection() {
  return (
    <SettingsSection
      id="selling"
      title="Selling on eBay"
      description="What eBay needs before Pennant can publish, and how your cards are listed by default."
    >
      <SellingSetupPanel />
    </SettingsSection>
  );
}
