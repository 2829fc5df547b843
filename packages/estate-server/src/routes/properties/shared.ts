import { Type } from 'typebox';
import { Paginated } from '../../lib/pagination.js';
import { Property } from '../../schemas/property.js';

export const tags = ['properties'];

/** OpenAPI marker for routes that take a token when there is one (for `is_liked`) but need none. */
export const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const PropertyPage = Paginated(Property);

export const PROPERTY_NOT_FOUND = 'Property not found.';

export const LikeState = Type.Object({ is_liked: Type.Boolean(), like_count: Type.Integer() });
