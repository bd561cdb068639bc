/** Query keys of the tour requests feature. */
export const tourRequestKeys = {
  all: ['tour-requests'] as const,
};
