import { TIME_ZONES, type Profile } from '@pennant/contracts';
import { App, Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors, updateProfile, useRefreshSettings } from '../service';
import { SettingsSection } from './settings-section';

const TIME_ZONE_LABELS: Record<(typeof TIME_ZONES)[number], string> = {
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
};

const TIME_ZONE_OPTIONS = TIME_ZONES.map((value) => ({ value, label: TIME_ZONE_LABELS[value] }));

const PROFILE_FIELDS = ['storeName', 'timeZone'] as const;

interface ProfileFormValues {
  storeName: string;
  email: string;
  timeZone: string;
}

function formValues(profile: Profile): ProfileFormValues {
  return {
    storeName: profile.storeName ?? '',
    email: profile.email ?? '',
    timeZone: profile.timeZone,
  };
}

export interface BusinessProfileSectionProps {
  profile: Profile;
}

/** Store name and time zone; the email comes from eBay and is read-only. */
export function BusinessProfileSection({ profile }: BusinessProfileSectionProps) {
  const { notification } = App.useApp();
  const refresh = useRefreshSettings();
  const [form] = Form.useForm<ProfileFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue(formValues(profile));
  }, [form, profile]);

  const save = async (values: ProfileFormValues) => {
    setSaving(true);
    try {
      const storeName = values.storeName.trim();
      await updateProfile({
        storeName: storeName === '' ? null : storeName,
        timeZone: values.timeZone,
      });
      await refresh();
      notification.success({
        message: 'Profile Updated',
        description: 'Your business profile was saved.',
      });
    } catch (error) {
      form.setFields(fieldErrors(error, PROFILE_FIELDS));
      notification.error({
        message: 'Update Error',
        description: `Failed to update your profile. ${errorMessage(error)}`,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection
      id="business-profile"
      title="Business Profile"
      description="How your store appears in Pennant."
    >
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        initialValues={formValues(profile)}
        onFinish={save}
        requiredMark={false}
        style={{ maxWidth: 560 }}
      >
        <Form.Item label="Store name" name="storeName">
          <Input placeholder="Your store's name" maxLength={120} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          extra="Your email comes from your eBay account and cannot be changed here."
        >
          <Input readOnly aria-readonly="true" variant="filled" />
        </Form.Item>
        <Form.Item
          label="Time zone"
          name="timeZone"
          rules={[{ required: true, message: 'Choose a time zone.' }]}
        >
          <Select options={TIME_ZONE_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save profile
        </Button>
      </Form>
    </SettingsSection>
  );
}
