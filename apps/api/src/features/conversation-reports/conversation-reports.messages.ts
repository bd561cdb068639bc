/** The server's words about the staff's queue of reported conversations (docs/product.md#conversation-reports). */
export const CONVERSATION_REPORT_TEXTS = {
  missing: 'This report does not exist.',
  alreadyDecided: 'This report has already been decided.',
  reportedGone: 'This person deleted their account: there is nobody to suspend.',
  notYourself: 'You cannot suspend your own account.',
  managerSuspendsCustomers: 'A manager can suspend customers only.',
} as const;
