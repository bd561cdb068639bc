import type { RoutePlan } from './route-plan';
import { ADVERT_PLANS } from './route-plans-adverts';
import { AGENCY_PLANS } from './route-plans-agencies';
import { PEOPLE_PLANS } from './route-plans-people';
import { SAFETY_PLANS } from './route-plans-safety';
import { TALK_PLANS } from './route-plans-talk';
import { VISIT_PLANS } from './route-plans-visits';

/** Keyed by method and path as registered; routes with path parameters must have a plan. */
const ROUTE_PLANS: Record<string, RoutePlan> = {
  ...PEOPLE_PLANS,
  ...ADVERT_PLANS,
  ...TALK_PLANS,
  ...SAFETY_PLANS,
  ...VISIT_PLANS,
  ...AGENCY_PLANS,
};

/** Routes without a plan are called by an admin with the schema's own valid values. */
export const planFor = (method: string, url: string): RoutePlan | undefined =>
  ROUTE_PLANS[`${method} ${url}`];
