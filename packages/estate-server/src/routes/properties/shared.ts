import { Type } from 'typebox';
import { Paginated } from '../../lib/pagination.js';
import { Property } from '../../schemas/property.js';

export const tags = ['properties'];

export const PropertyPage = Paginated(Property);

export const LikeState = Type.Object({ is_liked: Type.Boolean(), like_count: Type.Integer() });
