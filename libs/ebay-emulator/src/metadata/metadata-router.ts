import { Router } from 'express';
import { EBAY_APIS, EBAY_SCOPES, type EbayErrorDetail } from '@pennant/ebay-openapi';
import { conditionPolicyOf, type ItemConditionPolicy } from '../catalog';
import { apiError } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import { queryValue } from '../core/paging';

/**
 * Metadata API: getItemConditionPolicies for EBAY_US, filtered by categoryIds, from the catalog
 * fixture (trading-card singles with grader, grade and card-condition descriptors; lots).
 * Application token with api_scope, or a user token with sell.inventory.
 */

const BASE = EBAY_APIS.metadata.basePath;
const DOMAIN = 'API_METADATA';
const MAX_CATEGORIES = 50;
const FILTER = /^categoryIds:\{([^}]*)\}$/;

const MetadataErrors = {
  badFilter: () =>
    apiError(
      DOMAIN,
      46002,
      'The filter value is invalid. Sample supported values: filter=categoryIds:{catId1|catId2|catId3}.',
    ),
  unknownCategory: (categoryId: string) =>
    apiError(DOMAIN, 46003, 'The specified categoryId was not found for the marketplace.', {
      parameters: { categoryId },
    }),
  tooManyCategories: () =>
    apiError(
      DOMAIN,
      46004,
      `Only ${MAX_CATEGORIES} Category IDs specified in the filter are considered.`,
    ),
  unknownMarketplace: () => apiError(DOMAIN, 46001, 'The specified marketplace ID was not found.'),
};

export function createMetadataRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(
    `${BASE}/marketplace/:marketplaceId/get_item_condition_policies`,
    requireBearer(context, {
      grant: 'any',
      anyScope: [EBAY_SCOPES.api, EBAY_SCOPES.sellInventory],
    }),
    (req, res) => {
      if (req.params.marketplaceId !== 'EBAY_US')
        return sendErrors(res, 400, MetadataErrors.unknownMarketplace());
      const warnings: EbayErrorDetail[] = [];
      const filter = queryValue(req, 'filter');
      const match = filter === undefined ? undefined : FILTER.exec(filter);
      if (filter !== undefined && !match) warnings.push(MetadataErrors.badFilter());
      let categoryIds = match
        ? match[1]
            .split('|')
            .map((id) => id.trim())
            .filter(Boolean)
        : ['261328', '261329'];
      if (categoryIds.length > MAX_CATEGORIES) {
        warnings.push(MetadataErrors.tooManyCategories());
        categoryIds = categoryIds.slice(0, MAX_CATEGORIES);
      }
      const policies: ItemConditionPolicy[] = [];
      for (const categoryId of categoryIds) {
        const policy = conditionPolicyOf(categoryId);
        if (policy) policies.push(policy);
        else warnings.push(MetadataErrors.unknownCategory(categoryId));
      }
      res.json({ itemConditionPolicies: policies, ...(warnings.length > 0 ? { warnings } : {}) });
    },
  );
  return router;
}
