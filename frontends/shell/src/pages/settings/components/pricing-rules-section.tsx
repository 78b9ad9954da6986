import type { PricingSettings } from '@pennant/contracts';
import { App, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import {
  PRICING_RULE_FIELDS,
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

export interface PricingRulesSectionProps {
  settings: PricingSettings;
}

/** How Pennant prices cards and groups low-value ones into lots. */
export function PricingRulesSection({ settings }: PricingRulesSectionProps) {
  const { notification } = App.useApp();
  const refresh = useRefreshSettings();
  const [form] = Form.useForm<PricingRulesFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue(pricingRulesFormValues(settings));
  }, [form, settings]);

  const save = async (values: PricingRulesFormValues) => {
    setSaving(true);
    try {
      const request = pricingRulesRequest(values);
      await updatePricingRules(request);
      await refresh({ user: true });
      notification.success({
        message: 'Settings Updated',
        description: savedPricingMessage(settings, request),
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
      title="Pricing Rules"
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
