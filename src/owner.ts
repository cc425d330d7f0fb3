import type { Plane } from './keys';

/** Every merchant-owned row belongs to one merchant and one plane; queries always scope by both. */
export type Owner = { merchantId: string; plane: Plane };
