import { Inject, Injectable } from '@nestjs/common';
import { EBAY_SCOPES, type MetadataApi, type TaxonomyApi } from '@pennant/ebay-openapi';
import {
  applicationTokenSource,
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  EbayOAuthClient,
  type EbayEndpoints,
} from '../../../integrations/ebay';

/** One item specific of a category, as eBay's Taxonomy API describes it. */
export interface CategoryAspect {
  name: string;
  required: boolean;
  /** RECOMMENDED or OPTIONAL (required aspects say RECOMMENDED too). */
  usage: 'RECOMMENDED' | 'OPTIONAL';
  /** SELECTION_ONLY aspects take one of `values`. */
  selectionOnly: boolean;
  multipleValues: boolean;
  maxLength: number | null;
  values: string[];
}

/** A condition descriptor of a category's condition (Professional Grader, Grade, Card Condition...). */
export interface ConditionDescriptorPolicy {
  id: string;
  name: string;
  required: boolean;
  freeText: boolean;
  maxLength: number | null;
  values: { id: string; name: string }[];
}

export interface ConditionPolicy {
  /** eBay's numeric condition id ("2750", "4000") with its descriptors. */
  conditions: { conditionId: string; descriptors: ConditionDescriptorPolicy[] }[];
}

/** eBay changes category metadata rarely; a few hours of caching keeps calls down. */
const CACHE_MS = 6 * 60 * 60_000;
const US_TREE_FALLBACK = '0';

/**
 * A category's item specifics (Taxonomy) and condition policy (Metadata), read from eBay at run
 * time with the application token and cached per process: nothing about 261328 is hard-coded here.
 */
@Injectable()
export class CategoryMetadata {
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly oauth: EbayOAuthClient,
  ) {}

  aspects(categoryId: string): Promise<CategoryAspect[]> {
    return this.cached(`aspects:${categoryId}`, () => this.fetchAspects(categoryId));
  }

  conditionPolicy(categoryId: string): Promise<ConditionPolicy> {
    return this.cached(`conditions:${categoryId}`, () => this.fetchConditionPolicy(categoryId));
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    this.cache.set(key, { at: Date.now(), value });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  private client<Paths extends object>(api: 'taxonomy' | 'metadata') {
    return createEbayApiClient<Paths>(api, applicationTokenSource(this.oauth, [EBAY_SCOPES.api]), {
      endpoints: this.endpoints,
    });
  }

  private async treeId(): Promise<string> {
    return this.cached('tree', async () => {
      const client = this.client<TaxonomyApi.paths>('taxonomy');
      const { data, error, response } = await client.GET('/get_default_category_tree_id', {
        params: { query: { marketplace_id: 'EBAY_US' } },
      });
      if (isNoContent(response)) return US_TREE_FALLBACK;
      if (!data) throw EbayApiError.fromAnswer(response, error);
      return data.categoryTreeId ?? US_TREE_FALLBACK;
    });
  }

  private async fetchAspects(categoryId: string): Promise<CategoryAspect[]> {
    const client = this.client<TaxonomyApi.paths>('taxonomy');
    const { data, error, response } = await client.GET(
      '/category_tree/{category_tree_id}/get_item_aspects_for_category',
      {
        params: {
          path: { category_tree_id: await this.treeId() },
          query: { category_id: categoryId },
        },
      },
    );
    if (isNoContent(response)) return [];
    if (!data) throw EbayApiError.fromAnswer(response, error);
    return (data.aspects ?? []).flatMap((aspect) => {
      const constraint = aspect.aspectConstraint ?? {};
      if (!aspect.localizedAspectName) return [];
      return [
        {
          name: aspect.localizedAspectName,
          required: constraint.aspectRequired === true,
          usage: constraint.aspectUsage === 'OPTIONAL' ? 'OPTIONAL' : 'RECOMMENDED',
          selectionOnly: constraint.aspectMode === 'SELECTION_ONLY',
          multipleValues: constraint.itemToAspectCardinality === 'MULTI',
          maxLength: constraint.aspectMaxLength ?? null,
          values: (aspect.aspectValues ?? []).flatMap((value) =>
            value.localizedValue ? [value.localizedValue] : [],
          ),
        },
      ];
    });
  }

  private async fetchConditionPolicy(categoryId: string): Promise<ConditionPolicy> {
    const client = this.client<MetadataApi.paths>('metadata');
    const { data, error, response } = await client.GET(
      '/marketplace/{marketplace_id}/get_item_condition_policies',
      {
        params: {
          path: { marketplace_id: 'EBAY_US' },
          query: { filter: `categoryIds:{${categoryId}}` },
        },
      },
    );
    if (isNoContent(response)) return { conditions: [] };
    if (!data) throw EbayApiError.fromAnswer(response, error);
    const policy = data.itemConditionPolicies?.find((entry) => entry.categoryId === categoryId);
    return {
      conditions: (policy?.itemConditions ?? []).flatMap((condition) =>
        condition.conditionId
          ? [
              {
                conditionId: condition.conditionId,
                descriptors: (condition.conditionDescriptors ?? []).flatMap(toDescriptorPolicy),
              },
            ]
          : [],
      ),
    };
  }
}

/**
 * Taxonomy's get_default_category_tree_id and getItemAspectsForCategory, and Metadata's getItemConditionPolicies,
 * answer 204 with no body when they have nothing to say: no aspects, no policy (the US tree is "0"). That is an
 * answer, not a failure (openapi-fetch gives no data for it).
 */
function isNoContent(response: Response): boolean {
  return response.status === 204;
}

function toDescriptorPolicy(
  descriptor: NonNullable<
    MetadataApi.components['schemas']['ItemCondition']['conditionDescriptors']
  >[number],
): ConditionDescriptorPolicy[] {
  if (!descriptor.conditionDescriptorId) return [];
  const constraint = descriptor.conditionDescriptorConstraint ?? {};
  return [
    {
      id: descriptor.conditionDescriptorId,
      name: descriptor.conditionDescriptorName ?? descriptor.conditionDescriptorId,
      required: constraint.usage === 'REQUIRED',
      freeText: constraint.mode === 'FREE_TEXT',
      maxLength: constraint.maxLength ?? null,
      values: (descriptor.conditionDescriptorValues ?? []).flatMap((value) =>
        value.conditionDescriptorValueId
          ? [
              {
                id: value.conditionDescriptorValueId,
                name: value.conditionDescriptorValueName ?? value.conditionDescriptorValueId,
              },
            ]
          : [],
      ),
    },
  ];
}
