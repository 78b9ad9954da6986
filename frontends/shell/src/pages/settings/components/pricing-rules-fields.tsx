import { MARKUP_PERCENT_MAX, MONEY_MAX, type PricingBasis } from '@pennant/contracts';
import { Form, InputNumber, Select } from 'antd';
import { LOTTING_MODE_OPTIONS, pricingBasisOptions } from '../service';

export interface PricingRulesFieldsProps {
  /** The bases offered; settings offers all four, onboarding three. */
  bases?: readonly PricingBasis[];
}

export function decimalRule(label: string, min: number, max?: number) {
  return {
    validator: async (_rule: unknown, value: string | null | undefined) => {
      if (value === null || value === undefined || value === '') {
        throw new Error(`Enter the ${label}.`);
      }
      const number = Number(value);
      if (!Number.isFinite(number) || number < min || (max !== undefined && number > max)) {
        throw new Error(
          max === undefined
            ? `The ${label} must be at least ${min}.`
            : `The ${label} must be between ${min} and ${max}.`,
        );
      }
    },
  };
}

/**
 * Pricing basis, default markup, minimum single FMV and lotting mode, for use inside an antd Form
 * whose values are `PricingRulesFormValues`. Decimals stay strings (stringMode) so nothing is
 * turned into a binary float on the way to the API.
 */
export function PricingRulesFields({ bases }: PricingRulesFieldsProps) {
  const markupMax = Number(MARKUP_PERCENT_MAX);
  return (
    <>
      <Form.Item
        label="Pricing basis"
        name="pricingBasis"
        extra="Which eBay comparables a card's fair market value is taken from."
        rules={[{ required: true, message: 'Choose a pricing basis.' }]}
      >
        <Select options={pricingBasisOptions(bases)} />
      </Form.Item>
      <Form.Item
        label="Default markup percent"
        name="defaultMarkupPercent"
        extra="Added to the fair market value to set the listing price."
        rules={[decimalRule('default markup percent', 0, markupMax)]}
      >
        {/* No min/max on the input: it would quietly clamp 150 to 100; the rule says what is wrong. */}
        <InputNumber<string>
          stringMode
          step="0.01"
          precision={2}
          suffix="%"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        label="Minimum single FMV"
        name="minSingleFmv"
        extra="Cards valued below this are grouped into lots instead of listed on their own."
        rules={[decimalRule('minimum single FMV', 0, Number(MONEY_MAX))]}
      >
        <InputNumber<string>
          stringMode
          step="0.01"
          precision={2}
          prefix="USD"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        label="Lotting mode"
        name="lottingMode"
        extra="How cards below the minimum are grouped into lots."
        rules={[{ required: true, message: 'Choose a lotting mode.' }]}
      >
        <Select options={LOTTING_MODE_OPTIONS} />
      </Form.Item>
    </>
  );
}
