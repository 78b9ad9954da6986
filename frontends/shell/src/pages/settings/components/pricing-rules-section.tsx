import type { PricingSettings } from '@pennant/contracts';
import { App, Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { stillUnsavedNote } from '../../../unsaved/form-changes';
import { useUnsavedChanges } from '../../../unsaved/unsaved-changes';
import { useSavedForm } from '../../../unsaved/use-saved-form';
import {
  PRICING_RULE_FIELDS,
  changedOnly,
  errorMessage,
  fieldErrors,
  pricingRulesFormValues,
  pricingRulesRequest,
  savedPricingMessage,
  updatePricingRules,
  useRefreshSettings,
  type PricingRulesFormValues,
} from '../service';
import { PricingRulesFields } from './pricing-rules-fields';
import { SettingsSection } from './settings-section';

const TITLE = 'Pricing Rules';

export interface PricingRulesSectionProps {
  settings: PricingSettings;
}

/** How Pennant prices cards and groups low-value ones into lots. */
export function PricingRulesSection({ settings }: PricingRulesSectionProps) {
  const { notification } = App.useApp();
  const refresh = useRefreshSettings();
  const [form] = Form.useForm<PricingRulesFormValues>();
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => pricingRulesFormValues(settings), [settings]);
  const unsaved = useSavedForm(form, saved);
  const othersUnsaved = useUnsavedChanges('pricing-rules', TITLE, unsaved);

  const save = async (values: PricingRulesFormValues) => {
    setSaving(true);
    try {
      const request = changedOnly(pricingRulesRequest(values), pricingRulesRequest(saved));
      await updatePricingRules(request);
      await refresh({ user: true });
      notification.success({
        message: 'Settings Updated',
        description:
          `${savedPricingMessage(settings, request)} ${stillUnsavedNote(othersUnsaved())}`.trim(),
      });
    } catch (error) {
      form.setFields(fieldErrors(error, PRICING_RULE_FIELDS));
      notification.error({
        message: 'Update Error',
        description: `Failed to update pricing rules. Please try again. ${errorMessage(error)}`,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection
      id="pricing-rules"
      title={TITLE}
      unsaved={unsaved}
      description="How Pennant prices your cards and groups low-value ones into lots."
    >
      <Form<PricingRulesFormValues>
        form={form}
        layout="vertical"
        initialValues={pricingRulesFormValues(settings)}
        onFinish={save}
        requiredMark={false}
        style={{ maxWidth: 560 }}
      >
        <PricingRulesFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          Save pricing rules
        </Button>
      </Form>
    </SettingsSection>
  );
}
