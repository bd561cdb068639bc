/** Query keys of the home page's summaries. */
export const homeKeys = {
  all: ['home'] as const,
  citySummaries: () => [...homeKeys.all, 'cities'] as const,
  typeSummaries: () => [...homeKeys.all, 'types'] as const,
};
