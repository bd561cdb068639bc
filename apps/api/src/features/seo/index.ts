/**
 * What search engines and a page's first load get: robots.txt and the sitemaps, the head tags,
 * and what each public page reads and loads first (served by web-pages.routes.ts).
 */
export { seoRoutes } from './seo.routes';
export { webPlugin, type WebPluginOptions } from './web-pages.routes';
export { createSeoService, type SeoDeps, type SeoService } from './seo.service';
export { createSeoRepository, type SeoRepository } from './seo.repository';
export { createSitemaps, type Sitemaps } from './sitemaps';
export { type HeadTags } from './head-tags';
