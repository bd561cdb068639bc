/** What a suspended person is told when logging in (docs/product.md#conversation-reports). */
export const SUSPENSION_MESSAGES = {
  suspended: 'This account is suspended. Please contact us if you think this is a mistake.',
} as const;
