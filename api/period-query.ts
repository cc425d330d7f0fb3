import { z } from 'zod';
import { DateBound, parseEndDate, parseStartDate, PERIOD_FORMAT_HINT, PERIOD_PATTERN } from '../src/transactions/period';
import { openApiOverrides } from './schemas';

// startDate / endDate query filters on createdAt (ISO 8601; decisions.md), shared by the
// statement and the events lists.

function dateBound(parse: (text: string) => DateBound | null) {
  const schema = z.string().transform((text, ctx) => {
    const bound = parse(text);
    if (!bound) {
      ctx.addIssue({ code: 'custom', message: PERIOD_FORMAT_HINT });
      return z.NEVER;
    }
    return bound;
  });
  // Documented by its shape (zod alone would say any string, "" included).
  openApiOverrides.add(schema, { type: 'string', pattern: PERIOD_PATTERN, description: `${PERIOD_FORMAT_HINT}; a real calendar date` });
  return schema;
}

export const periodShape = {
  startDate: dateBound(parseStartDate).optional(),
  endDate: dateBound(parseEndDate).optional(),
};

/** An empty period is a mistake worth saying: startDate after endDate names both fields. */
export function periodInOrder(value: { startDate?: DateBound; endDate?: DateBound }, ctx: z.RefinementCtx): void {
  if (value.startDate && value.endDate && value.startDate.at >= value.endDate.at) {
    for (const field of ['startDate', 'endDate']) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'startDate must not be after endDate' });
    }
  }
}
