import { Router, type Request, type Response } from 'express';
import { EBAY_APIS, EBAY_SCOPES } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { getEntry, setEntry } from '../core/state';
import { readSeller, SellingIds, updateSeller } from '../selling/sellers';
import { AccountErrors } from './account-errors';
import { type AnyPolicy, listField, POLICY_KINDS, type PolicyKind } from './policies';

/**
 * Account API: business policies (fulfillment, payment, return: list by marketplace, get, create)
 * and programs (opt in to SELLING_POLICY_MANAGEMENT, list). Policy calls need the opt-in (20403).
 */

const BASE = EBAY_APIS.account.basePath;
export const SELLING_POLICY_MANAGEMENT = 'SELLING_POLICY_MANAGEMENT';
const PROGRAM_TYPES = [
  SELLING_POLICY_MANAGEMENT,
  'OUT_OF_STOCK_CONTROL',
  'PARTNER_MOTORS_DEALER',
  'EBAY_PLUS',
];

export function createAccountRouter(context: EmulatorContext): Router {
  const router = Router();
  const read = requireBearer(context, {
    grant: 'user',
    anyScope: [EBAY_SCOPES.sellAccount, EBAY_SCOPES.sellAccountReadonly],
  });
  const write = requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellAccount] });
  for (const kind of POLICY_KINDS) {
    router.get(`${BASE}/${kind.path}`, read, apiHandler(listPolicies(context, kind)));
    router.get(`${BASE}/${kind.path}/:policyId`, read, apiHandler(getPolicy(context, kind)));
    // eBay documents `POST /fulfillment_policy/` with a slash; non-strict routing takes both.
    router.post(`${BASE}/${kind.path}`, write, parseJson, apiHandler(createPolicy(context, kind)));
  }
  router.post(`${BASE}/program/opt_in`, write, parseJson, apiHandler(optIn(context)));
  router.get(`${BASE}/program/get_opted_in_programs`, read, (_req, res) => {
    const programs = readSeller(context, callerUserId(res)).optedInPrograms;
    res.json({ programs: programs.map((programType) => ({ programType })) });
  });
  return router;
}

export function hasOptedIn(context: EmulatorContext, userId: string): boolean {
  return readSeller(context, userId).optedInPrograms.includes(SELLING_POLICY_MANAGEMENT);
}

function requireOptIn(context: EmulatorContext, userId: string): void {
  if (!hasOptedIn(context, userId)) throw new ApiFailure(400, AccountErrors.notEligible());
}

function listPolicies(context: EmulatorContext, kind: PolicyKind) {
  return (req: Request, res: Response) => {
    const userId = callerUserId(res);
    requireOptIn(context, userId);
    const marketplaceId = req.query.marketplace_id;
    if (typeof marketplaceId !== 'string' || marketplaceId === '') {
      throw new ApiFailure(400, AccountErrors.missingField('marketplace_id'));
    }
    const policies = Object.values(
      readSeller(context, userId)[kind.section] as Record<string, AnyPolicy>,
    ).filter((policy) => policy.marketplaceId === marketplaceId);
    res.json({
      href: `${req.protocol}://${req.get('host')}${req.originalUrl}`,
      total: policies.length,
      [listField(kind)]: policies,
    });
  };
}

function getPolicy(context: EmulatorContext, kind: PolicyKind) {
  return (req: Request, res: Response) => {
    const userId = callerUserId(res);
    requireOptIn(context, userId);
    const section = readSeller(context, userId)[kind.section] as Record<string, AnyPolicy>;
    const policy = getEntry(section, String(req.params.policyId));
    if (!policy) throw new ApiFailure(404, AccountErrors.notFound(kind.idField));
    res.json(policy);
  };
}

function createPolicy(context: EmulatorContext, kind: PolicyKind) {
  return (req: Request, res: Response) => {
    const userId = callerUserId(res);
    requireOptIn(context, userId);
    const body = jsonBody(req);
    const invalid = kind.validate(body);
    if (invalid) throw new ApiFailure(400, invalid);
    const created = updateSeller(context, userId, (seller, state) => {
      const section = seller[kind.section] as Record<string, AnyPolicy>;
      const duplicate = Object.values(section).find(
        (policy) => policy.name === body.name && policy.marketplaceId === body.marketplaceId,
      );
      if (duplicate) {
        throw new ApiFailure(
          400,
          AccountErrors.invalidRequest('A policy with this name already exists.', {
            DuplicateProfileId: String((duplicate as Record<string, unknown>)[kind.idField]),
          }),
        );
      }
      const id = SellingIds.policy(state);
      const policy = { ...body, [kind.idField]: id } as AnyPolicy;
      setEntry(section, id, policy);
      return policy;
    });
    const id = String((created as Record<string, unknown>)[kind.idField]);
    res
      .status(201)
      .location(`${req.protocol}://${req.get('host')}${req.baseUrl}${BASE}/${kind.path}/${id}`)
      .json({ ...created, warnings: [] });
  };
}

function optIn(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const programType = jsonBody(req).programType;
    if (typeof programType !== 'string' || programType === '') {
      throw new ApiFailure(400, AccountErrors.missingField('programType'));
    }
    if (!PROGRAM_TYPES.includes(programType)) {
      throw new ApiFailure(400, AccountErrors.invalidField('programType'));
    }
    updateSeller(context, callerUserId(res), (seller) => {
      if (seller.optedInPrograms.includes(programType)) {
        throw new ApiFailure(409, AccountErrors.alreadyExists('programType'));
      }
      seller.optedInPrograms.push(programType);
    });
    res.status(200).json({});
  };
}
