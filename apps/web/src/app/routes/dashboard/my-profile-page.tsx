import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import {
  DangerZone,
  EmailChangeForm,
  MyDataDownload,
  ProfileForm,
  ProfilePhoto,
  useAuthStore,
  useAuthT,
} from '../../../features/auth';
import { useDashboardT } from '../../../i18n/dashboard-texts';
import { PriceDropSwitch } from '../../../features/favorites-page';
import { ProtectedRoute } from '../../guards/protected-route';

function MyProfile() {
  const user = useAuthStore((s) => s.user);
  const t = useAuthT();
  const menuT = useDashboardT();
  if (!user) return null;
  return (
    <>
      <DashboardPageHeader title={menuT('menu.myProfile')}>{t('profileLead')}</DashboardPageHeader>
      <div className="panel mb-4">
        <ProfilePhoto user={user} />
      </div>
      <div className="panel">
        <ProfileForm key={user.id} user={user} />
      </div>
      <div className="panel mt-4">
        <EmailChangeForm currentEmail={user.email} />
      </div>
      <div className="panel mt-4">
        <PriceDropSwitch />
      </div>
      <div className="panel mt-4">
        <MyDataDownload />
      </div>
      <div className="panel mt-4 border border-danger-subtle">
        <DangerZone />
      </div>
    </>
  );
}

export default function MyProfilePage() {
  return (
    <ProtectedRoute access="myProfile">
      <MyProfile />
    </ProtectedRoute>
  );
}
