/** Similar homes and compare: public adverts read beside the advert page. */
export { relatedAdvertsRoutes } from './related.routes';
export { createRelatedService, type RelatedService } from './related.service';
export { nearbyHomesOf, similarScopeOf } from './similar-scope';
export { createSimilarAnswers, type SimilarAnswers } from './similar-answers';
