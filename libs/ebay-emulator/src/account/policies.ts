import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { SELLING_MARKETPLACES } from '../core/marketplaces';
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

function commonChecks(body: Record<string, unknown>): EbayErrorDetail | undefined {
  for (const field of ['name', 'marketplaceId'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '')
      return AccountErrors.missingField(field);
  }
  if (!SELLING_MARKETPLACES.includes(body.marketplaceId as string)) {
    return AccountErrors.invalidField('marketplaceId');
  }
  if (String(body.name).length > 64)
    return AccountErrors.invalidField('name', 'At most 64 characters.');
  if (!Array.isArray(body.categoryTypes) || body.categoryTypes.length === 0) {
    return AccountErrors.missingField('categoryTypes');
  }
  return undefined;
}

/** A policy kind: the checks all kinds share, then its own. */
function policyKind(
  path: string,
  idField: PolicyKind['idField'],
  section: PolicySection,
  ownChecks: (body: Record<string, unknown>) => EbayErrorDetail | undefined = () => undefined,
): PolicyKind {
  return { path, idField, section, validate: (body) => commonChecks(body) ?? ownChecks(body) };
}

export const FULFILLMENT_POLICY = policyKind(
  'fulfillment_policy',
  'fulfillmentPolicyId',
  'fulfillmentPolicies',
  (body) => {
    const shipping = Array.isArray(body.shippingOptions) && body.shippingOptions.length > 0;
    if (!shipping && body.localPickup !== true && body.freightShipping !== true) {
      return AccountErrors.missingField('shippingOptions');
    }
    return shipping && body.handlingTime === undefined
      ? AccountErrors.missingField('handlingTime')
      : undefined;
  },
);

export const PAYMENT_POLICY = policyKind('payment_policy', 'paymentPolicyId', 'paymentPolicies');

export const RETURN_POLICY = policyKind(
  'return_policy',
  'returnPolicyId',
  'returnPolicies',
  (body) => {
    if (typeof body.returnsAccepted !== 'boolean')
      return AccountErrors.missingField('returnsAccepted');
    if (!body.returnsAccepted) return undefined;
    if (body.returnPeriod === undefined) return AccountErrors.missingField('returnPeriod');
    return body.returnShippingCostPayer === undefined
      ? AccountErrors.missingField('returnShippingCostPayer')
      : undefined;
  },
);

export const POLICY_KINDS = [FULFILLMENT_POLICY, PAYMENT_POLICY, RETURN_POLICY] as const;

export type AnyPolicy = SellerRecord[PolicySection][string];

/** The policy list field of a collection answer: fulfillmentPolicies, paymentPolicies... */
export function listField(kind: PolicyKind): PolicySection {
  return kind.section;
}
