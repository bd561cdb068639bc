// Estate agencies: the member's agency, invitations and the staff's queue (docs/product.md#agencies).
export { AgenciesQueue } from './components/agencies-queue';
export { InvitationAccept } from './components/invitation-accept';
export { MyAgency } from './components/my-agency';
export { PostForAgency, useAgencyPosting } from './components/post-for-agency';
