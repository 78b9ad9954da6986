import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import type { SellerRecord } from '../selling/records';
import { AccountErrors } from './account-errors';

/** The three business policy kinds: where they live, what they are called, what they require. */

export type PolicySection = 'fulfillmentPolicies' | 'paymentPolicies' | 'returnPolicies';

export interface PolicyKind {
  /** The resource's path under /sell/account/v1. */
  path: string;
  idField: 'fulfillmentPolicyId' | 'paymentPolicyId' | 'returnPolicyId';
  section: PolicySection;
  /** Checks a create request; the first problem found, if any. */
  validate(body: Record<string, unknown>): EbayErrorDetail | undefined;
}

/** Marketplaces a policy can be created for. */
export const POLICY_MARKETPLACES = [
  'EBAY_US',
  'EBAY_MOTORS_US',
  'EBAY_CA',
  'EBAY_GB',
  'EBAY_AU',
  'EBAY_DE',
  'EBAY_FR',
  'EBAY_IT',
  'EBAY_ES',
];

function commonChecks(body: Record<string, unknown>): EbayErrorDetail | undefined {
  for (const field of ['name', 'marketplaceId'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '')
      return AccountErrors.missingField(field);
  }
  if (!POLICY_MARKETPLACES.includes(body.marketplaceId as string)) {
    return AccountErrors.invalidField('marketplaceId');
  }
  if (String(body.name).length > 64)
    return AccountErrors.invalidField('name', 'At most 64 characters.');
  if (!Array.isArray(body.categoryTypes) || body.categoryTypes.length === 0) {
    return AccountErrors.missingField('categoryTypes');
  }
  return undefined;
}

export const FULFILLMENT_POLICY: PolicyKind = {
  path: 'fulfillment_policy',
  idField: 'fulfillmentPolicyId',
  section: 'fulfillmentPolicies',
  validate(body) {
    const common = commonChecks(body);
    if (common) return common;
    const shipping = Array.isArray(body.shippingOptions) && body.shippingOptions.length > 0;
    if (!shipping && body.localPickup !== true && body.freightShipping !== true) {
      return AccountErrors.missingField('shippingOptions');
    }
    if (shipping && body.handlingTime === undefined)
      return AccountErrors.missingField('handlingTime');
    return undefined;
  },
};

export const PAYMENT_POLICY: PolicyKind = {
  path: 'payment_policy',
  idField: 'paymentPolicyId',
  section: 'paymentPolicies',
  validate: commonChecks,
};

export const RETURN_POLICY: PolicyKind = {
  path: 'return_policy',
  idField: 'returnPolicyId',
  section: 'returnPolicies',
  validate(body) {
    const common = commonChecks(body);
    if (common) return common;
    if (typeof body.returnsAccepted !== 'boolean')
      return AccountErrors.missingField('returnsAccepted');
    if (body.returnsAccepted) {
      if (body.returnPeriod === undefined) return AccountErrors.missingField('returnPeriod');
      if (body.returnShippingCostPayer === undefined) {
        return AccountErrors.missingField('returnShippingCostPayer');
      }
    }
    return undefined;
  },
};

export const POLICY_KINDS = [FULFILLMENT_POLICY, PAYMENT_POLICY, RETURN_POLICY] as const;

export type AnyPolicy = SellerRecord[PolicySection][string];

/** The policy list field of a collection answer: fulfillmentPolicies, paymentPolicies... */
export function listField(kind: PolicyKind): PolicySection {
  return kind.section;
}
