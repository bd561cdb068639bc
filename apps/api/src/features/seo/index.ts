/**
 * What search engines and a page's first load get: robots.txt and the sitemaps, the head tags,
 * and what each public page reads and loads first (served by plugins/web.ts).
 */
export { seoRoutes } from './seo.routes';
export { createSeoService, type SeoDeps, type SeoService } from './seo.service';
export { createSeoRepository, type SeoRepository } from './seo.repository';
export { createSitemaps, type Sitemaps } from './sitemaps';
export { firstLoadFor, type FirstLoad } from './first-load';
export { createManifestReader, initialDataTag, modulePreloadTags } from './first-load-html';
export { injectHeadTags, type HeadTags } from './head-tags';
