import { CheckCircleFilled, ThunderboltOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  ProForm,
  ProFormDependency,
  ProFormGroup,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import {
  AUCTION_DURATIONS,
  postalCodeProblem,
  UNGRADED_CONDITION_LABELS,
  UNGRADED_CONDITIONS,
  type SellingSetup,
} from '@pennant/contracts';
import { ruleFrom } from '@pennant/ui';
import { Alert, App, Button, Flex, Form, Input, Skeleton, Space, Typography } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useState } from 'react';
import { useSWRConfig } from 'swr';
import { stillUnsavedNote } from '../../../unsaved/form-changes';
import { useUnsavedChanges } from '../../../unsaved/unsaved-changes';
import { useSavedForm } from '../../../unsaved/use-saved-form';
import {
  defaultsWouldHelp,
  needsPostalCode,
  policyOptions,
  savedSellingMessage,
  sellingFormValues,
  sellingProblems,
  sellingSetupRequest,
  withGoneChoice,
  type SellingFormValues,
} from '../selling-form';
import {
  changedOnly,
  createSellingDefaults,
  errorMessage,
  fieldErrors,
  optInToBusinessPolicies,
  SELLING_SETUP_KEY,
  updateSellingSetup,
  useSellingSetup,
} from '../service';

const SELLING_FIELDS = [
  'fulfillmentPolicyId',
  'envelopePolicyId',
  'paymentPolicyId',
  'returnPolicyId',
  'merchantLocationKey',
  'format',
  'auctionDuration',
  'auctionStartPercent',
  'bestOffer',
  'bestOfferAutoAcceptPercent',
  'bestOfferAutoDeclinePercent',
  'cardCondition',
  'lotPriceFactor',
  'autoPublish',
] as const satisfies ReadonlyArray<keyof SellingFormValues>;

const FORMAT_OPTIONS = [
  { value: 'fixed_price', label: "Fixed price, Good 'Til Cancelled" },
  { value: 'auction', label: 'Auction' },
];
const DURATION_OPTIONS = AUCTION_DURATIONS.map((value) => {
  const days = Number(value.replace('DAYS_', ''));
  return { value, label: `${days} day${days === 1 ? '' : 's'}` };
});
const CONDITION_OPTIONS = UNGRADED_CONDITIONS.map((value) => ({
  value,
  label: UNGRADED_CONDITION_LABELS[value],
}));

function rule(field: keyof SellingFormValues) {
  return ruleFrom(sellingProblems, field);
}

function PercentField({
  name,
  label,
  extra,
}: {
  name: keyof SellingFormValues;
  label: string;
  extra: string;
}) {
  return (
    <ProFormText
      name={name}
      label={label}
      width="xs"
      fieldProps={{ suffix: '%', inputMode: 'decimal' }}
      rules={[rule(name)]}
      extra={extra}
    />
  );
}

function SetupStatus({ setup }: { setup: SellingSetup }) {
  if (setup.ready)
    return (
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleFilled />}
        message="Ready to publish to eBay"
        style={{ marginBottom: 16 }}
        data-testid="selling-ready"
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      message="Before Pennant can publish to eBay"
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="selling-missing">
          {setup.missing.map((piece) => (
            <li key={piece}>{piece}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** Turn on business policies, and create sensible defaults (asking where cards ship from). */
function SetupShortcuts({ setup }: { setup: SellingSetup }) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState<'opt-in' | 'defaults' | null>(null);
  // Asked for beside the button from the start: a first tap that only revealed the field read as a tap that failed.
  const askPostalCode = needsPostalCode(setup);
  const [postalCode, setPostalCode] = useState('');
  // The defaults' location is made in the US, eBay's marketplace here.
  const postalCodeValid = postalCodeProblem(postalCode) === null;
  const incomplete = defaultsWouldHelp(setup);

  const optIn = async () => {
    setBusy('opt-in');
    try {
      await optInToBusinessPolicies();
      notification.success({
        message: 'Business Policies On',
        description: 'Your eBay account now uses business policies.',
      });
    } catch (error) {
      notification.error({ message: 'Opt-in Failed', description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const createDefaults = async () => {
    if (askPostalCode && !postalCodeValid) return;
    setBusy('defaults');
    try {
      const next = await createSellingDefaults(
        askPostalCode ? { postalCode: postalCode.trim() } : {},
      );
      notification.success({
        message: 'Selling Defaults Created',
        description: next.ready
          ? 'Shipping, payment and return policies and a ship-from location are set: Pennant can publish.'
          : `Still missing: ${next.missing.join('; ')}`,
      });
    } catch (error) {
      notification.error({ message: 'Defaults Not Created', description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  if (!incomplete) return null;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 20 }}>
      <Space wrap>
        {!setup.optedIn && (
          <Button
            icon={<UnlockOutlined />}
            loading={busy === 'opt-in'}
            disabled={busy !== null}
            onClick={() => void optIn()}
          >
            Turn on business policies
          </Button>
        )}
        <Button
          type="primary"
          icon={<ThunderboltOutlined />}
          loading={busy === 'defaults'}
          disabled={busy !== null || (askPostalCode && !postalCodeValid)}
          onClick={() => void createDefaults()}
        >
          Create sensible defaults
        </Button>
      </Space>
      {askPostalCode && (
        <Form.Item
          label="Postal code cards ship from"
          layout="vertical"
          htmlFor="selling-postal-code"
          validateStatus={postalCode && !postalCodeValid ? 'error' : undefined}
          help={
            postalCode && !postalCodeValid
              ? 'A US ZIP code such as 10001 or 10001-1234'
              : 'eBay needs a location to ship from; Pennant creates it with this postal code.'
          }
          style={{ marginBottom: 0, maxWidth: 480 }}
        >
          <Input
            id="selling-postal-code"
            style={{ width: 200 }}
            value={postalCode}
            maxLength={10}
            placeholder="e.g. 10001"
            onChange={(event) => setPostalCode(event.target.value)}
            onPressEnter={() => void createDefaults()}
          />
        </Form.Item>
      )}
      <Typography.Text type="secondary">
        Creates what is missing on your eBay account: business policies turned on, tracked shipping,
        eBay Standard Envelope for raw cards under $20, immediate payment, 30-day returns and a
        ship-from location.
      </Typography.Text>
    </Flex>
  );
}

export const SELLING_SETUP_TITLE = 'Selling on eBay';

export interface SellingSetupPanelProps {
  /** Onboarding shows the shortcuts and status first, the full form too. */
  compact?: boolean;
  /** Told when the form starts or stops holding changes not saved yet. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** What a step that holds the panel does before it moves on. */
export interface SellingSetupPanelHandle {
  /**
   * Saves the changes not saved yet. Resolves true when there were none or they were saved; false when
   * a field is wrong (its error is shown) or the save failed (the dealer is told).
   */
  saveChanges: () => Promise<boolean>;
}

/**
 * Selling on eBay: what eBay has (business policies, locations), what the dealer chose, how
 * Pennant lists by default, and exactly what still blocks publishing.
 */
export const SellingSetupPanel = forwardRef<SellingSetupPanelHandle, SellingSetupPanelProps>(
  function SellingSetupPanel({ compact = false, onUnsavedChange }, ref) {
    const { notification } = App.useApp();
    const { mutate } = useSWRConfig();
    const { data: setup, error, isLoading } = useSellingSetup();
    const [form] = Form.useForm<SellingFormValues>();
    const unsaved = useSavedForm(form, setup ? sellingFormValues(setup) : undefined);
    const othersUnsaved = useUnsavedChanges('selling-setup', SELLING_SETUP_TITLE, unsaved);

    useEffect(() => {
      onUnsavedChange?.(unsaved);
    }, [onUnsavedChange, unsaved]);

    const saveValues = async (current: SellingSetup, values: SellingFormValues) => {
      const all = { ...sellingFormValues(current), ...values };
      if (Object.keys(sellingProblems(all)).length > 0) return false;
      try {
        const loaded = sellingSetupRequest(sellingFormValues(current));
        const next = await updateSellingSetup(changedOnly(sellingSetupRequest(all), loaded));
        notification[next.ready ? 'success' : 'warning']({
          message: 'Settings Updated',
          description: `${savedSellingMessage(next)} ${stillUnsavedNote(othersUnsaved())}`.trim(),
        });
        return true;
      } catch (saveError) {
        form.setFields(fieldErrors(saveError, SELLING_FIELDS));
        notification.error({
          message: 'Update Error',
          description: `Failed to update the selling setup. ${errorMessage(saveError)}`,
        });
        return false;
      }
    };

    useImperativeHandle(ref, () => ({
      saveChanges: async () => {
        if (!setup || !unsaved) return true;
        let values: SellingFormValues;
        try {
          values = await form.validateFields();
        } catch (invalid) {
          const first = (invalid as { errorFields?: Array<{ name: Array<string | number> }> })
            .errorFields?.[0];
          if (first) form.scrollToField(first.name, { block: 'center' });
          return false;
        }
        return saveValues(setup, values);
      },
    }));

    if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (error || !setup)
      return (
        <Alert
          type="error"
          showIcon
          message="Your selling setup could not be read from eBay"
          description={error ? errorMessage(error) : undefined}
          action={
            <Button size="small" onClick={() => void mutate(SELLING_SETUP_KEY)}>
              Try again
            </Button>
          }
        />
      );
    if (!setup.ebayConnected)
      return (
        <Alert
          type="info"
          showIcon
          message="Connect your eBay account first"
          description="Business policies, the ship-from location and publishing all live on your eBay account."
        />
      );

    const save = (values: SellingFormValues) => saveValues(setup, values);

    const locations = withGoneChoice(
      setup.locations.map((location) => ({
        value: location.key,
        label: `${location.name} (${location.summary})${location.enabled ? '' : ', disabled'}`,
        disabled: !location.enabled,
      })),
      setup.choices.merchantLocationKey,
    );
    return (
      <div data-testid="selling-setup">
        <SetupStatus setup={setup} />
        <SetupShortcuts setup={setup} />
        <ProForm<SellingFormValues>
          form={form}
          layout="vertical"
          initialValues={sellingFormValues(setup)}
          onFinish={save}
          // A choice cleared (the envelope set to none, a policy gone from eBay) must reach the save as
          // none: ProForm leaves empty fields out by default, and the saved choice would win.
          omitNil={false}
          autoFocusFirstInput={false}
          requiredMark={false}
          style={{ maxWidth: 640 }}
          submitter={{
            searchConfig: { submitText: 'Save selling setup' },
            resetButtonProps: false,
            render: (_, buttons) => (
              <Space wrap>
                {buttons}
                {unsaved && (
                  <Typography.Text type="warning" data-testid="selling-setup-unsaved">
                    Unsaved changes
                  </Typography.Text>
                )}
              </Space>
            ),
          }}
        >
          <ProFormGroup title="Business policies and location" direction="vertical">
            <ProFormSelect
              name="fulfillmentPolicyId"
              label="Shipping policy"
              options={policyOptions(setup.policies.fulfillment, setup.choices.fulfillmentPolicyId)}
              placeholder={
                setup.optedIn ? 'Choose a shipping policy' : 'Turn on business policies first'
              }
              width="xl"
              extra="For graded cards and raw cards of $20 or more: a tracked service."
            />
            <ProFormSelect
              name="envelopePolicyId"
              label="Standard Envelope for raw cards under $20 (optional)"
              options={policyOptions(
                setup.policies.fulfillment.filter((policy) => policy.envelope),
                setup.choices.envelopePolicyId,
              )}
              placeholder="None: the shipping policy above for every card"
              width="xl"
            />
            <ProFormSelect
              name="paymentPolicyId"
              label="Payment policy"
              options={policyOptions(setup.policies.payment, setup.choices.paymentPolicyId)}
              placeholder="Choose a payment policy"
              width="xl"
            />
            <ProFormSelect
              name="returnPolicyId"
              label="Return policy"
              options={policyOptions(setup.policies.return, setup.choices.returnPolicyId)}
              placeholder="Choose a return policy"
              width="xl"
            />
            <ProFormSelect
              name="merchantLocationKey"
              label="Ship-from location"
              options={locations}
              placeholder={
                locations.length ? 'Choose a location' : 'No location yet: create defaults'
              }
              width="xl"
            />
          </ProFormGroup>
          {!compact || setup.ready ? (
            <ProFormGroup title="Listing defaults" direction="vertical">
              <ProFormRadio.Group
                name="format"
                label="Format"
                options={FORMAT_OPTIONS}
                radioType="button"
              />
              <ProFormDependency name={['format']}>
                {({ format }) =>
                  format === 'auction' && (
                    <Space wrap size={24} align="start">
                      <ProFormSelect
                        name="auctionDuration"
                        label="Auction length"
                        options={DURATION_OPTIONS}
                        allowClear={false}
                        width="xs"
                      />
                      <PercentField
                        name="auctionStartPercent"
                        label="Starting bid"
                        extra="Percent of the market value."
                      />
                    </Space>
                  )
                }
              </ProFormDependency>
              <ProFormSwitch name="bestOffer" label="Accept Best Offers" />
              <ProFormDependency name={['bestOffer']}>
                {({ bestOffer }) =>
                  bestOffer && (
                    <Space wrap size={24} align="start">
                      <PercentField
                        name="bestOfferAutoAcceptPercent"
                        label="Auto-accept at"
                        extra="Offers at or above this percent of market value. Empty: none."
                      />
                      <PercentField
                        name="bestOfferAutoDeclinePercent"
                        label="Auto-decline below"
                        extra="Offers below this percent of market value. Empty: none."
                      />
                    </Space>
                  )
                }
              </ProFormDependency>
              <ProFormSelect
                name="cardCondition"
                label="Default ungraded card condition"
                options={CONDITION_OPTIONS}
                allowClear={false}
                width="md"
                extra="For raw cards whose condition you did not set."
              />
              <ProFormText
                name="lotPriceFactor"
                label="Lot price factor"
                width="xs"
                fieldProps={{ inputMode: 'decimal' }}
                rules={[rule('lotPriceFactor')]}
                extra="A lot asks its cards' market values times this factor (0.80 is 80%)."
              />
              <ProFormSwitch
                name="autoPublish"
                label="Publish automatically when approved"
                extra="Approved cards are prepared and published without a visit to Prepare Listings."
              />
            </ProFormGroup>
          ) : null}
        </ProForm>
      </div>
    );
  },
);
