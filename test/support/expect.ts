import { ApiResponse } from './http';

/**
 * A failure response: the status, the error envelope with nothing else in it
 * ({success: false, error: {code, message, details?}, meta: {requestId}}), the
 * X-Request-Id header carrying the same id as meta, and — when `fields` is given —
 * exactly those fields (in that order) in error.details.fields.
 */
export function expectError(res: ApiResponse, status: number, code: string, fields?: string[]): void {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    success: false,
    error: expect.objectContaining({ code, message: expect.any(String) }),
    meta: { requestId: expect.any(String) },
  });
  expect(Object.keys(res.body.error).every((k) => ['code', 'message', 'details'].includes(k))).toBe(true);
  expect(res.headers.get('x-request-id')).toBe(res.body.meta.requestId);
  if (fields) expect(res.body.error.details.fields).toEqual(fields);
}
