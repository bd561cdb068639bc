/** The server's words about agencies, their members and their verification (docs/product.md#agencies). */
export const AGENCY_TEXTS = {
  missing: 'This agency does not exist.',
  alreadyMember: 'You already belong to an agency: leave it before you create or join another.',
  ownerOnly: "Only the agency's owner can do this.",
  inviteeInAgency: 'This person already belongs to an agency.',
  invitationMissing: 'This invitation is no longer valid: ask the agency for a new one.',
  invitationOtherAddress:
    'This invitation was sent to another e-mail address: log in with the address it was sent to.',
  memberMissing: 'This person is not a member of your agency.',
  notYourself: 'You cannot remove yourself: leave the agency instead.',
  handOnFirst: 'Hand the ownership on to another member before you leave.',
  alreadyOwner: 'This member already owns the agency.',
  alreadyDecided: 'This agency has already been verified.',
  closed: 'This agency is closed.',
} as const;
