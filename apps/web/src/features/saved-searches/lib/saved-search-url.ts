import { propertiesQueryOf } from '@estate/contracts';
import { paths } from '../../../lib/paths';

/** The /properties address that shows a saved search's results. */
export const savedSearchUrl = (filters: Record<string, string>) =>
  `${paths.properties()}${propertiesQueryOf(filters)}`;
