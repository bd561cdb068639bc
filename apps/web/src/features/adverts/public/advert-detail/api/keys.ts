/** Query keys of the advert detail page. The viewer is part of the key: a token adds `favory`. */
export const advertDetailKeys = {
  all: ['advert-detail'] as const,
  detail: (slug: string, viewerId: number | null) =>
    [...advertDetailKeys.all, slug, viewerId ?? 'visitor'] as const,
};
