import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Validators for eBay's OpenAPI component schemas, so the emulator's answers are checked against
 * eBay's own contracts. Objects are closed (no properties beyond the contract's) unless `open`.
 */

const OPENAPI_DIR = join(__dirname, '../../../ebay-openapi/openapi');

export type SpecFile =
  | 'buy_browse_v1_oas3.json'
  | 'buy_marketplace_insights_v1_beta_oas3.json'
  | 'commerce_identity_v1_oas3.json'
  | 'commerce_media_v1_beta_oas3.json'
  | 'commerce_notification_v1_oas3.json'
  | 'commerce_taxonomy_v1_oas3.json'
  | 'developer_analytics_v1_beta_oas3.json'
  | 'sell_account_v1_oas3.json'
  | 'sell_feed_v1_oas3.json'
  | 'sell_finances_v1_oas3.json'
  | 'sell_fulfillment_v1_oas3.json'
  | 'sell_inventory_v1_oas3.json'
  | 'sell_metadata_v1_oas3.json';

/**
 * Where eBay's wire format and its contract copies disagree, the wire format wins:
 * - Inventory's `Product.aspects` is typed `string` but is an object of string arrays
 *   (`{"Sport": ["Baseball"]}`), as the field's own description shows.
 * - The Media contract copy (v1_beta.1.0) predates the image methods; `ImageResponse` is added
 *   from eBay's reference page for createImageFromFile/createImageFromUrl/getImage.
 */
const CONTRACT_AMENDMENTS: Partial<Record<SpecFile, (schemas: Record<string, unknown>) => void>> = {
  'sell_inventory_v1_oas3.json': (schemas) => {
    const product = schemas.Product as { properties: Record<string, unknown> };
    product.properties.aspects = {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    };
  },
  'commerce_media_v1_beta_oas3.json': (schemas) => {
    schemas.ImageResponse = {
      type: 'object',
      required: ['imageUrl', 'expirationDate'],
      properties: {
        imageUrl: { type: 'string', format: 'uri' },
        expirationDate: { type: 'string', format: 'date-time' },
      },
    };
  },
};

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const loaded = new Set<string>();

export function schemaValidator(spec: SpecFile, schemaName: string): ValidateFunction {
  loadSpec(spec);
  const validate = ajv.getSchema(`${spec}#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`${spec} has no schema ${schemaName}`);
  return validate;
}

/** Throws with ajv's messages when `data` does not match the schema. */
export function assertMatchesSchema(spec: SpecFile, schemaName: string, data: unknown): void {
  const validate = schemaValidator(spec, schemaName);
  if (!validate(data)) {
    throw new Error(
      `${schemaName} mismatch: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(data)}`,
    );
  }
}

/** Each entry of an error envelope must be eBay's `Error` schema. */
export function assertErrorEnvelope(spec: SpecFile, body: unknown): void {
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) {
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  }
  for (const error of errors) assertMatchesSchema(spec, 'Error', error);
}

function loadSpec(spec: SpecFile): void {
  if (loaded.has(spec)) return;
  const document = JSON.parse(readFileSync(join(OPENAPI_DIR, spec), 'utf8')) as {
    components: { schemas: Record<string, unknown> };
  };
  CONTRACT_AMENDMENTS[spec]?.(document.components.schemas);
  ajv.addSchema({ $id: spec, components: closeObjects(document.components) });
  loaded.add(spec);
}

/** Adds `additionalProperties: false` to every object schema that lists its properties. */
export function closeObjects<T>(node: T): T {
  if (Array.isArray(node)) return node.map(closeObjects) as T;
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closeObjects(value)]),
  ) as Record<string, unknown>;
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy as T;
}
