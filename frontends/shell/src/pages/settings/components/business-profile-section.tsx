import type { Profile } from '@pennant/contracts';
import { App, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { stillUnsavedNote } from '../../../unsaved/form-changes';
import { useUnsavedChanges } from '../../../unsaved/unsaved-changes';
import { useSavedForm } from '../../../unsaved/use-saved-form';
import { errorMessage, fieldErrors, updateProfile, useRefreshSettings } from '../service';
import { StoreNameField, storeNameOf, TimeZoneField } from './profile-fields';
import { SettingsSection } from './settings-section';

const PROFILE_FIELDS = ['storeName', 'timeZone'] as const;
const TITLE = 'Business Profile';

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
  const saved = useMemo(() => formValues(profile), [profile]);
  const unsaved = useSavedForm(form, saved);
  const othersUnsaved = useUnsavedChanges('business-profile', TITLE, unsaved);

  const save = async (values: ProfileFormValues) => {
    setSaving(true);
    try {
      await updateProfile({ storeName: storeNameOf(values.storeName), timeZone: values.timeZone });
      await refresh();
      notification.success({
        message: 'Profile Updated',
        description: `Your business profile was saved. ${stillUnsavedNote(othersUnsaved())}`.trim(),
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
      title={TITLE}
      unsaved={unsaved}
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
        <StoreNameField />
        <Form.Item
          label="Email"
          name="email"
          extra="Your email comes from your eBay account and cannot be changed here."
        >
          <Input readOnly aria-readonly="true" variant="filled" />
        </Form.Item>
        <TimeZoneField />
        <Button type="primary" htmlType="submit" loading={saving}>
          Save profile
        </Button>
      </Form>
    </SettingsSection>
  );
}
