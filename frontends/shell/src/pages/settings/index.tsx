import { Button, Result, Space, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import { AutomationSection } from './components/automation-section';
import { BusinessProfileSection } from './components/business-profile-section';
import { EbayConnectionSection } from './components/ebay-connection-section';
import { PricingRulesSection } from './components/pricing-rules-section';
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

function SettingsContent() {
  const { settings, error, isLoading } = useSettings();
  if (isLoading) return <SettingsSkeleton />;
  if (error || !settings)
    return <SettingsLoadError error={error ?? 'No settings were returned.'} />;
  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <BusinessProfileSection profile={settings.profile} />
      <EbayConnectionSection account={settings.ebayAccount} />
      <PricingRulesSection settings={settings.settings} />
      <AutomationSection autoApprove={settings.settings.autoApprove} />
    </Space>
  );
}

/** Account Settings (`/settings`) for the signed-in dealer. */
export default function SettingsPage() {
  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: '0 0 24px' }}>
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Account Settings
        </Typography.Title>
        <Typography.Text type="secondary">
          Your business profile, eBay connection, pricing rules and automation.
        </Typography.Text>
      </header>
      <SettingsContent />
    </div>
  );
}
