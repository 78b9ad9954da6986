import { apiError } from '../core/api-error';

/** The Account API's errors (domain API_ACCOUNT). */

const DOMAIN = 'API_ACCOUNT';

export const AccountErrors = {
  invalidRequest: (info: string, parameters?: Record<string, string>) =>
    apiError(DOMAIN, 20400, `Invalid request. ${info}`, { parameters }),
  missingField: (fieldName: string) =>
    apiError(DOMAIN, 20401, `Missing field ${fieldName}.`, { parameters: { fieldName } }),
  invalidField: (fieldName: string, info = '') =>
    apiError(DOMAIN, 20403, `Invalid ${fieldName}. ${info}`.trim(), { parameters: { fieldName } }),
  notEligible: () =>
    apiError(DOMAIN, 20403, 'User is not eligible for Business Policy.', {
      longMessage:
        'The seller has not opted in to SELLING_POLICY_MANAGEMENT (business policies); opt in with POST /program/opt_in.',
    }),
  notFound: (fieldName: string) =>
    apiError(DOMAIN, 20404, `${fieldName} not found.`, { parameters: { fieldName } }),
  alreadyExists: (fieldName: string) =>
    apiError(DOMAIN, 25803, `${fieldName} already exists.`, {
      category: 'BUSINESS',
      parameters: { fieldName },
    }),
};
