import { Router } from 'express';
import { EBAY_APIS, EBAY_SCOPES } from '@pennant/ebay-openapi';
import {
  aspectsOf,
  CATEGORY_TREE_VERSION,
  DEFAULT_CATEGORY_TREES,
  findCategory,
  isRootCategory,
  US_CATEGORY_TREE_ID,
} from '../catalog';
import { apiError } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import { queryValue } from '../core/paging';

/**
 * Taxonomy API: get_default_category_tree_id and getItemAspectsForCategory for the trading-card
 * categories (tree "0"), from the catalog fixtures. Application or user tokens with api_scope.
 */

const BASE = EBAY_APIS.taxonomy.basePath;
const DOMAIN = 'API_TAXONOMY';

const TaxonomyErrors = {
  missingMarketplace: () => apiError(DOMAIN, 62002, 'Missing marketplace ID.'),
  unknownMarketplace: () => apiError(DOMAIN, 62003, 'The specified marketplace ID was not found.'),
  unknownTree: () => apiError(DOMAIN, 62004, 'The specified category tree ID was not found.'),
  notInTree: () =>
    apiError(
      DOMAIN,
      62005,
      'The specified category ID does not belong to specified category tree.',
    ),
  missingCategory: () => apiError(DOMAIN, 62006, 'Missing category ID.'),
  rootCategory: () =>
    apiError(DOMAIN, 62008, 'The specified category ID is the root for the category tree.'),
  notLeaf: () => apiError(DOMAIN, 62009, 'The specified category ID must be a leaf category.'),
};

export function createTaxonomyRouter(context: EmulatorContext): Router {
  const router = Router();
  const caller = requireBearer(context, { grant: 'any', anyScope: [EBAY_SCOPES.api] });
  router.get(`${BASE}/get_default_category_tree_id`, caller, (req, res) => {
    const marketplaceId = queryValue(req, 'marketplace_id');
    if (!marketplaceId) return sendErrors(res, 400, TaxonomyErrors.missingMarketplace());
    const categoryTreeId = DEFAULT_CATEGORY_TREES[marketplaceId];
    if (!Object.hasOwn(DEFAULT_CATEGORY_TREES, marketplaceId)) {
      return sendErrors(res, 400, TaxonomyErrors.unknownMarketplace());
    }
    res.json({ categoryTreeId, categoryTreeVersion: CATEGORY_TREE_VERSION });
  });
  router.get(`${BASE}/category_tree/:treeId/get_item_aspects_for_category`, caller, (req, res) => {
    if (req.params.treeId !== US_CATEGORY_TREE_ID)
      return sendErrors(res, 400, TaxonomyErrors.unknownTree());
    const categoryId = queryValue(req, 'category_id');
    if (!categoryId) return sendErrors(res, 400, TaxonomyErrors.missingCategory());
    const category = findCategory(categoryId);
    if (!category) return sendErrors(res, 400, TaxonomyErrors.notInTree());
    if (isRootCategory(categoryId)) return sendErrors(res, 400, TaxonomyErrors.rootCategory());
    if (!category.leaf) return sendErrors(res, 400, TaxonomyErrors.notLeaf());
    const aspects = aspectsOf(categoryId);
    if (!aspects) {
      res.status(204).end();
      return;
    }
    res.json({ aspects });
  });
  return router;
}
