import type {
  Agency,
  AgencyInvitation,
  AgencyMember,
  AgencyPublic,
  AgencyQueueItem,
  AgencyRole,
  AgencyStatus,
  MyAgency,
} from '@estate/contracts/agencies';
import { userPhotoUrls } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { AgencyRow } from './agencies.repository';
import type { InvitationRow } from './agency-invitations.repository';
import type { MemberRow } from './agency-members.repository';
import type { QueueRow } from './agency-queue.repository';

type Urls = Pick<FileStorage, 'publicUrl'>;
const iso = (value: Date | string) => new Date(value).toISOString();

const logoOf = (row: AgencyRow, storage: Urls) =>
  row.logo_key ? userPhotoUrls(storage, row.logo_key) : null;

export const toAgency = (row: AgencyRow, storage: Urls): Agency => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  licenceNumber: row.licence_number,
  phone: row.phone,
  email: row.email,
  address: row.address,
  country: { id: row.country_id, name: row.country_name },
  city: { id: row.city_id, name: row.city_name },
  district: { id: row.district_id, name: row.district_name },
  point: { latitude: row.latitude, longitude: row.longitude },
  logo: logoOf(row, storage),
  verified: row.status === 'VERIFIED',
  verification: {
    status: row.status as AgencyStatus,
    reason: row.status === 'REFUSED' ? row.status_reason : null,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  },
  createdAt: iso(row.created_at),
});

export const toMember = (row: MemberRow): AgencyMember => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role as AgencyRole,
  joinedAt: iso(row.joined_at),
});

export const toInvitation = (row: InvitationRow): AgencyInvitation => ({
  id: row.id,
  email: row.email,
  invitedBy: row.invited_by_name,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
});

export const toMyAgency = (
  row: AgencyRow,
  myRole: string,
  parts: { members: MemberRow[]; invitations: InvitationRow[] },
  storage: Urls,
): MyAgency => ({
  agency: toAgency(row, storage),
  myRole: myRole as AgencyRole,
  members: parts.members.map(toMember),
  // Only the owner invites, so only the owner reads the open invitations.
  invitations: myRole === 'OWNER' ? parts.invitations.map(toInvitation) : [],
});

export const toAgencyPublic = (row: AgencyRow, storage: Urls): AgencyPublic => ({
  slug: row.slug,
  name: row.name,
  logo: logoOf(row, storage),
  verified: row.status === 'VERIFIED',
});

export const toQueueItem = (row: QueueRow, storage: Urls): AgencyQueueItem => ({
  ...toAgency(row, storage),
  owner:
    row.owner_email === null
      ? null
      : {
          name: `${row.owner_first ?? ''} ${row.owner_last ?? ''}`.trim(),
          email: row.owner_email,
        },
  members: row.members,
});
