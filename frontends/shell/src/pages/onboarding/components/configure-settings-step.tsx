import { ArrowRightOutlined } from '@ant-design/icons';
import { PRICING_BASES, type PricingBasis, type SettingsResponse } from '@pennant/contracts';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { useUnsavedChanges } from '../../../unsaved/unsaved-changes';
import { useSavedForm } from '../../../unsaved/use-saved-form';
import { ONBOARDING_PRICING_BASES } from '../service';
import type { BeforeLeavingStep } from '../use-onboarding-wizard';
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

const UNSAVED_LABEL = 'Your store and pricing rules';

/** What the step shows before the dealer types: the saved settings (a first time zone is a suggestion). */
function stepValuesOf(settings: SettingsResponse, configured: boolean): StepValues {
  return {
    ...pricingRulesFormValues(settings.settings),
    storeName: settings.profile.storeName ?? '',
    timeZone: startingTimeZone(settings.profile, configured),
  };
}

export interface ConfigureSettingsStepProps {
  headingId: string;
  busy: boolean;
  /** The dealer saved settings before (their time zone is a choice, not the default). */
  configured: boolean;
  onBack: () => void;
  /** Called once the pricing rules are saved. */
  onSaved: () => Promise<unknown>;
  /** Registers what must happen before the wizard leaves this step. */
  setBeforeLeaving: (check: BeforeLeavingStep | null) => void;
}

export function ConfigureSettingsStep({
  headingId,
  busy,
  configured,
  onBack,
  onSaved,
  setBeforeLeaving,
}: ConfigureSettingsStepProps) {
  const { notification } = App.useApp();
  const { settings, error, isLoading } = useSettings();
  const refresh = useRefreshSettings();
  const [form] = Form.useForm<StepValues>();
  const [saving, setSaving] = useState(false);
  const current = settings?.settings;
  const bases = useMemo(() => basesFor(current?.pricingBasis), [current?.pricingBasis]);
  const saved = useMemo(
    () => (settings ? stepValuesOf(settings, configured) : undefined),
    [settings, configured],
  );
  const unsaved = useSavedForm(form, saved);
  useUnsavedChanges('onboarding-settings', UNSAVED_LABEL, unsaved);

  /** Saves the store and pricing rules; false (with the errors shown) when they were not saved. */
  const saveValues = async (values: StepValues): Promise<boolean> => {
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
      return false;
    }
    await refresh({ user: true }).catch(() => undefined);
    notification.success({
      message: 'Settings Updated',
      description: 'Your store and pricing rules were saved.',
    });
    setSaving(false);
    return true;
  };

  const save = async (values: StepValues) => {
    if (await saveValues(values)) await onSaved();
  };

  // Back and the step cards keep what the dealer typed: changes are saved first, and a wrong field keeps the
  // dealer here with its error shown. Next saves through the form (and marks the settings configured).
  const leaveCheck = useRef<BeforeLeavingStep>(async () => true);
  leaveCheck.current = async () => {
    if (!unsaved) return true;
    const values = await form.validateFields().catch(() => null);
    return values ? saveValues(values) : false;
  };
  useEffect(() => {
    setBeforeLeaving(() => leaveCheck.current());
    return () => setBeforeLeaving(null);
  }, [setBeforeLeaving]);

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
          initialValues={saved}
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
