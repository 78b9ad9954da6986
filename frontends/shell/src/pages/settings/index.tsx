import { usePageTitle } from '@pennant/ui';
import { Button, Result, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { AutomationSection } from './components/automation-section';
import { BillingCyclesSection } from './components/billing-cycles-section';
import { BusinessProfileSection } from './components/business-profile-section';
import { EbayConnectionSection } from './components/ebay-connection-section';
import { PricingRulesSection } from './components/pricing-rules-section';
import { SellingSetupSection } from './components/selling-setup-section';
import { SessionsSection } from './components/sessions-section';
import { SettingsSkeleton } from './components/settings-skeleton';
import { SETTINGS_KEY, errorMessage, useSettings } from './service';

function SettingsLoadError({ error }: { error: unknown }) {
  const { mutate } = useSWRConfig();
  return (
    <Result
      status="error"
      title="Could not load your settings"
      subTitle={errorMessage(error)}
      extra={
        <Button type="primary" onClick={() => void mutate(SETTINGS_KEY)}>
          Try again
        </Button>
      }
    />
  );
}

/** A link such as /settings#selling opens at that section once the page has drawn it. */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

function SettingsContent() {
  const { settings, error, isLoading } = useSettings();
  useScrollToSection(Boolean(settings));
  if (isLoading) return <SettingsSkeleton />;
  if (error || !settings)
    return <SettingsLoadError error={error ?? 'No settings were returned.'} />;
  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <BusinessProfileSection profile={settings.profile} />
      <EbayConnectionSection account={settings.ebayAccount} />
      <SellingSetupSection />
      <PricingRulesSection settings={settings.settings} />
      <AutomationSection autoApprove={settings.settings.autoApprove} />
      <BillingCyclesSection />
      <SessionsSection />
    </Space>
  );
}

/** Account Settings (`/settings`) for the signed-in dealer. */
export default function SettingsPage() {
  usePageTitle('Account Settings');
  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: '0 0 24px' }}>
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Account Settings
        </Typography.Title>
        <Typography.Text type="secondary">
          Your business profile, eBay connection and selling setup, pricing rules, automation and
          billing.
        </Typography.Text>
      </header>
      <SettingsContent />
    </div>
  );
}
