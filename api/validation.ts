import { z } from 'zod';
import { refuse } from '../src/errors';
import { assertSafeUrl, UnsafeTargetError } from '../src/webhooks/target-guard';

type Issue = z.core.$ZodIssue;

function fieldsOf(issue: Issue): string[] {
  const base = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => [...base, k].join('.'));
  return [base.join('.') || '(body)'];
}

/** Parses `value` or throws 400 INVALID_REQUEST whose details.fields name every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const all = result.error.issues.flatMap((issue) =>
    fieldsOf(issue).map((field) => ({
      field,
      message: issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message,
    })),
  );
  // Two checks of one rule (e.g. an e-mail's format and its label lengths) say the same thing: once.
  const issues = all.filter((issue, i) => all.findIndex((o) => o.field === issue.field && o.message === issue.message) === i);
  const fields = [...new Set(issues.map((i) => i.field))];
  throw refuse.invalidRequest(`Invalid ${where}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`, {
    fields,
    issues,
  });
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail deep in a query
 * as a 500. Refuse it up front as a client error naming the fields.
 */
export function rejectNulCharacters(value: unknown, where: string): void {
  const fields: string[] = [];
  const visit = (v: unknown, path: string[]) => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) fields.push(path.join('.') || `(${where})`);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...path, String(i)]));
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) fields.push([...path, k].join('.'));
        else visit(item, [...path, k]);
      }
    }
  };
  visit(value, []);
  if (fields.length > 0) {
    throw refuse.invalidRequest(`Invalid ${where}: NUL characters are not allowed`, { fields });
  }
}

/**
 * A return address (callbackUrl) must be https on a public domain name, whatever the webhook
 * setting: the one place an unsafe address becomes 400 INVALID_REQUEST naming its field.
 */
export function checkCallbackUrl(url: string | undefined, field = 'callbackUrl'): void {
  if (url === undefined) return;
  try {
    assertSafeUrl(url, false);
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw refuse.invalidRequest(`Invalid body: ${field}: ${err.message}`, { fields: [field] });
    throw err;
  }
}
