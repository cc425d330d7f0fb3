import { z } from 'zod';
import { MAX_REQUEST_NAIRA } from '../src/money';

// Schema pieces shared by every resource's schema.ts.

/** A request amount: a positive whole number of naira, at most 100,000,000. */
export const nairaAmount = z.number().int().positive().max(MAX_REQUEST_NAIRA);

/** How the OpenAPI document states the unit of request amounts (Paystack users expect kobo). */
export const NAIRA_IN = 'In whole naira (2500 is ₦2,500), not kobo.';
/** How the OpenAPI document states the unit of amounts in answers and events. */
export const NAIRA_OUT = 'In naira as a decimal number (1520.5 is ₦1,520.50), not kobo.';

/** An amount in an answer or event, described for the OpenAPI document with its unit. */
export function nairaValue(description: string) {
  return z.number().describe(`${description} ${NAIRA_OUT}`);
}

/**
 * What the OpenAPI document says of a schema instead of what zod derives from it (api/openapi.ts
 * applies it). Used where the wire form is a string but the contract is a number.
 */
export const openApiOverrides = z.registry<Record<string, unknown>>();

/**
 * A whole number in a query string ("2500" → 2500), digits only, within [min, max]. Documented
 * as `type: integer` with its bounds: zod alone would only say `string` with a digits pattern,
 * so "0" or "101" would look valid to clients and tools while the service refuses them.
 */
export function queryInteger(min: number, max: number, message: string) {
  const schema = z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().min(min).max(max));
  openApiOverrides.add(schema, { type: 'integer', minimum: min, maximum: max });
  return schema;
}

/** The same rule as nairaAmount for query strings ("2500" → 2500). */
export const nairaAmountQuery = queryInteger(1, MAX_REQUEST_NAIRA, 'must be a positive whole number of naira');

/** merchantFee: a fixed whole-naira surcharge, zero allowed. */
export const merchantFee = z.number().int().min(0).max(MAX_REQUEST_NAIRA);

/**
 * At least one visible character: not only spaces, nor only characters that display as
 * nothing: controls, the soft hyphen, zero-width spaces and joiners, direction marks, the
 * word joiner and invisible operators, the byte-order mark. Spelled out rather than as
 * \p{Cf}, so the document's pattern also works in regex engines without Unicode properties
 * (the schema fuzzer's Python).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it excludes; written as ranges (not \p{Cc}) so the document's pattern stays one JSON Schema tools can generate from
const VISIBLE_CHARACTER = /[^\s\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/;

/**
 * Free text stored trimmed: at most `max` characters as sent, not blank. Length and blankness
 * are checked on the value as sent, so the document's maxLength and pattern (VISIBLE_CHARACTER)
 * say exactly what is accepted; then the value is trimmed.
 */
export function trimmedText(max: number) {
  return z.string().max(max).regex(VISIBLE_CHARACTER, 'must not be blank').trim();
}

// E-mail: one rule for every field that takes an address (customers, guest payers).
// Local part as zod's default; the domain is at least two labels, each 1-63 letters, digits
// or hyphens, not starting or ending with a hyphen; the last (top-level) label has a letter;
// the domain is at most 253 characters and the whole address at most 254.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// A top-level label with at least one letter (so not all-numeric), same boundary rule.
const TOP_LABEL =
  '(?:[A-Za-z]|[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9])';
const EMAIL_PATTERN = new RegExp(`^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:${LABEL}\\.)+${TOP_LABEL}$`);
const MAX_LOCAL = 64; // RFC 5321: the part before the @
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;

/** Whether `value` is an e-mail address this service accepts (the rule of emailAddress). */
function isEmailAddress(value: string): boolean {
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  const domain = value.slice(at + 1);
  return at <= MAX_LOCAL && domain.length <= MAX_DOMAIN && domain.split('.').every((label) => label.length <= MAX_LABEL);
}

/** An e-mail address field; documented as `format: email` with EMAIL_PATTERN and maxLength 254. */
export const emailAddress = z
  .email({ pattern: EMAIL_PATTERN, error: 'must be an e-mail address' })
  .max(254, 'must be an e-mail address')
  .refine(isEmailAddress, 'must be an e-mail address');

/**
 * A phone number: the pattern is checked on the value as sent (as the document says), then the
 * value is trimmed; trimming first let "+33 (9 " pass the document yet fail the service.
 */
export const phoneNumber = z
  .string()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number')
  .trim();

export const paginationQuery = {
  limit: queryInteger(1, 100, 'must be a whole number').default(20),
  offset: queryInteger(0, 1_000_000_000, 'must be a whole number').default(0),
  startingAfter: z.string().min(1).max(200).optional(),
};

export const paginationSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int().nullable(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable().optional(),
});

export const tenDigits = z.string().regex(/^\d{10}$/, 'must be exactly 10 digits');
export const elevenDigits = z.string().regex(/^\d{11}$/, 'must be exactly 11 digits');

export const balancesSchema = z.object({ available: z.number(), held: z.number() });

export const virtualAccountSchema = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  currency: z.string(),
});

export const walletSchema = z.object({
  walletId: z.string(),
  customerId: z.string(),
  currency: z.string(),
  balances: balancesSchema,
  account: virtualAccountSchema.nullable(),
  /** none: never provisioned; pending: the provider is validating (live); active: `account` is set; failed: see the reason. */
  accountStatus: z.enum(['none', 'pending', 'active', 'failed']),
  /** The provider's reason when its validation failed, else null. */
  accountFailureReason: z.string().nullable(),
  createdAt: z.string(),
});

/** The fee parts of a quote, in naira (GET /fees, checkout sessions). */
export const feeQuoteShape = {
  providerFee: z.number(),
  platformFee: z.number(),
  merchantFee: z.number(),
  totalFees: z.number(),
  chargedAmount: z.number(),
  netAmount: z.number(),
};
