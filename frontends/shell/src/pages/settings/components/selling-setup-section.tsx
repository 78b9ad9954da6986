import { useState } from 'react';
import { SELLING_SETUP_TITLE, SellingSetupPanel } from './selling-setup-panel';
import { SettingsSection } from './settings-section';

/** Selling on eBay: business policies, the ship-from location and how Pennant lists. */
export function SellingSetupSection() {
  const [unsaved, setUnsaved] = useState(false);
  return (
    <SettingsSection
      id="selling"
      title={SELLING_SETUP_TITLE}
      unsaved={unsaved}
      description="What eBay needs before Pennant can publish, and how your cards are listed by default."
    >
      <SellingSetupPanel onUnsavedChange={setUnsaved} />
    </SettingsSection>
  );
}
