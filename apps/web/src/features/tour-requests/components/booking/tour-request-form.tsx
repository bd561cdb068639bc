import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { richText } from '../../../../i18n/rich-text';
import { useAuthStore } from '../../../auth';
import { useVisitsT } from '../../texts';
import { MyAdvertTours } from '../owner/my-advert-tours';
import { TourBookingForm } from './tour-booking-form';

interface TourRequestFormProps {
  advert: { id: number; user: { id: number } };
}

/**
 * The advert page's tour block: the signed-in person's own requests for this advert, then the
 * "Schedule a tour" form; the owner is sent to their dashboard instead.
 */
export function TourRequestForm({ advert }: TourRequestFormProps) {
  const t = useVisitsT();
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const userId = useAuthStore((s) => s.user?.id);

  if (isUserLogin && userId === advert.user.id) {
    return (
      <div className="tour-form tour-form--own">
        <p className="mb-2">{t('ownAdvert')}</p>
        <p className="mb-0 small text-body-secondary">
          {richText((values) => t('ownAdvertRequests', values), {
            link: <Link to={paths.dashboard.tourRequests()}>{t('tourRequestsLink')}</Link>,
          })}
        </p>
      </div>
    );
  }
  return (
    <>
      {isUserLogin ? <MyAdvertTours advertId={advert.id} /> : null}
      <TourBookingForm advertId={advert.id} />
    </>
  );
}
