import { AUTO_APPROVE_MIN_CONFIDENCE, AUTO_APPROVE_MIN_FMV } from '@pennant/contracts';
import { App, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage, updateDealerSettings, useRefreshSettings } from '../service';
import { SettingsSection } from './settings-section';

const CONFIDENCE_LABEL = `${Math.round(Number(AUTO_APPROVE_MIN_CONFIDENCE) * 100)}%`;
const FMV_LABEL = `$${AUTO_APPROVE_MIN_FMV}`;

export interface AutomationSectionProps {
  autoApprove: boolean;
}

/** The auto-approve switch; it saves as soon as it is flipped. */
export function AutomationSection({ autoApprove }: AutomationSectionProps) {
  const { notification } = App.useApp();
  const refresh = useRefreshSettings();
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const descriptionId = useId();

  const change = async (checked: boolean) => {
    setSaving(true);
    try {
      await updateDealerSettings({ autoApprove: checked });
      await refresh();
      notification.success({
        message: 'Settings Updated',
        description: checked ? 'Auto-approve is on.' : 'Auto-approve is off.',
      });
    } catch (error) {
      notification.error({
        message: 'Update Error',
        description: `Failed to update automation. Please try again. ${errorMessage(error)}`,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection id="automation" title="Automation">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', gap: 24, alignItems: 'center' }}
      >
        <div>
          <Typography.Text strong id={labelId}>
            Auto-approve
          </Typography.Text>
          <Typography.Paragraph type="secondary" id={descriptionId} style={{ marginBottom: 0 }}>
            Approve identified cards automatically when confidence is at least {CONFIDENCE_LABEL}{' '}
            and FMV is at least {FMV_LABEL}. Other cards still wait for your review.
          </Typography.Paragraph>
        </div>
        <Switch
          checked={autoApprove}
          loading={saving}
          onChange={(checked) => void change(checked)}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        />
      </div>
    </SettingsSection>
  );
}
