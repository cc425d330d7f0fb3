import { z } from 'zod';
import { InvalidRequestError } from '../src/errors';

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
  const issues = result.error.issues.flatMap((issue) =>
    fieldsOf(issue).map((field) => ({
      field,
      message: issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message,
    })),
  );
  const fields = [...new Set(issues.map((i) => i.field))];
  throw new InvalidRequestError(`Invalid ${where}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`, {
    fields,
    issues,
  });
}
