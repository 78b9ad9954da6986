import { ArrowRightOutlined } from '@ant-design/icons';
import { PRICING_BASES, type PricingBasis } from '@pennant/contracts';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { PricingRulesFields } from '../../settings/components/pricing-rules-fields';
import {
  StoreNameField,
  storeNameOf,
  startingTimeZone,
  TimeZoneField,
} from '../../settings/components/profile-fields';
import {
  PRICING_RULE_FIELDS,
  errorMessage,
  fieldErrors,
  pricingRulesFormValues,
  pricingRulesRequest,
  updatePricingRules,
  updateProfile,
  useRefreshSettings,
  useSettings,
  type PricingRulesFormValues,
} from '../../settings/service';
import { ONBOARDING_PRICING_BASES } from '../service';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

/** The onboarding bases, plus the dealer's current one if it is not among them. */
function basesFor(current: PricingBasis | undefined): readonly PricingBasis[] {
  if (!current || ONBOARDING_PRICING_BASES.includes(current)) return ONBOARDING_PRICING_BASES;
  return PRICING_BASES.filter(
    (basis) => basis === current || ONBOARDING_PRICING_BASES.includes(basis),
  );
}

/** The store's name and time zone, then the pricing rules: what Pennant needs before the first card. */
type StepValues = PricingRulesFormValues & { storeName: string; timeZone: string };

const PROFILE_FIELDS = ['storeName', 'timeZone'] as const;

export interface ConfigureSettingsStepProps {
  headingId: string;
  busy: boolean;
  /** The dealer saved settings before (their time zone is a choice, not the default). */
  configured: boolean;
  onBack: () => void;
  /** Called once the pricing rules are saved. */
  onSaved: () => Promise<unknown>;
}

export function ConfigureSettingsStep({
  headingId,
  busy,
  configured,
  onBack,
  onSaved,
}: ConfigureSettingsStepProps) {
  const { notification } = App.useApp();
  const { settings, error, isLoading } = useSettings();
  const refresh = useRefreshSettings();
  const [form] = Form.useForm<StepValues>();
  const [saving, setSaving] = useState(false);
  const current = settings?.settings;
  const bases = useMemo(() => basesFor(current?.pricingBasis), [current?.pricingBasis]);

  const save = async (values: StepValues) => {
    setSaving(true);
    try {
      await updateProfile({ storeName: storeNameOf(values.storeName), timeZone: values.timeZone });
      await updatePricingRules(pricingRulesRequest(values));
    } catch (saveError) {
      setSaving(false);
      form.setFields(fieldErrors(saveError, [...PROFILE_FIELDS, ...PRICING_RULE_FIELDS]));
      notification.error({
        message: 'Update Error',
        description: `Failed to update your settings. Please try again. ${errorMessage(saveError)}`,
      });
      return;
    }
    await refresh({ user: true }).catch(() => undefined);
    notification.success({
      message: 'Settings Updated',
      description: 'Your store and pricing rules were saved.',
    });
    setSaving(false);
    await onSaved();
  };

  return (
    <>
      <StepHeading id={headingId} title="Configure your store and pricing rules">
        Your store, the time zone your days and months follow, and how Pennant prices identified
        cards. You can change these at any time in Settings.
      </StepHeading>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} title={false} />}
      {!isLoading && error && (
        <Alert
          type="error"
          showIcon
          message="Your current settings could not be loaded."
          description={errorMessage(error)}
        />
      )}
      {!isLoading && current && settings && (
        <Form<StepValues>
          form={form}
          layout="vertical"
          initialValues={{
            ...pricingRulesFormValues(current),
            storeName: settings.profile.storeName ?? '',
            timeZone: startingTimeZone(settings.profile, configured),
          }}
          onFinish={save}
          requiredMark={false}
          style={{ maxWidth: 560 }}
        >
          <StoreNameField />
          <TimeZoneField />
          <PricingRulesFields bases={bases} />
        </Form>
      )}
      <StepActions onBack={onBack} disabled={busy || saving}>
        <Button
          type="primary"
          onClick={() => form.submit()}
          loading={busy || saving}
          disabled={!current}
          icon={<ArrowRightOutlined aria-hidden />}
          iconPosition="end"
        >
          Next
        </Button>
      </StepActions>
    </>
  );
}
