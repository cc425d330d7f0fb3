// Offset pagination of the spec: hasMore is true exactly when offset + limit < total.
export type Page = { limit: number; offset: number };
export type Pagination = Page & { total: number; hasMore: boolean };

export function pagination(page: Page, total: number): Pagination {
  return { total, limit: page.limit, offset: page.offset, hasMore: page.offset + page.limit < total };
}
