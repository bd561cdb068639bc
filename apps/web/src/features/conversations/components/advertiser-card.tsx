import { Link } from 'react-router';
import { richText } from '../../../i18n/rich-text';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useAdvertiser } from '../api/advertiser';
import { memberSinceText, useMessagesT } from '../texts';
import { MessageAdvertiserForm } from './message-advertiser-form';
import { PhoneReveal } from './phone-reveal';
import { AdvertiserAgencyLine } from './advertiser-agency';

/**
 * The advertiser on the advert page (docs/product.md#advertiser-card): who they are, since when,
 * how many adverts they have live and how fast they usually answer; their phone and a message.
 */
export function AdvertiserCard({ advertId }: { advertId: number }) {
  const t = useMessagesT();
  const signedIn = useAuthStore((s) => s.isUserLogin);
  const { data } = useAdvertiser(advertId, signedIn);
  if (!data) return null;
  return (
    <section className="advertiser-card" aria-labelledby="advertiser-title">
      <h2 id="advertiser-title" className="detail-section__title">
        {t('advertiser')}
      </h2>
      {data.agency ? <AdvertiserAgencyLine agency={data.agency} /> : null}
      <div className="advertiser-card__who">
        <UserAvatar
          photoUrl={data.photo?.smallUrl}
          initials={data.initials}
          className="advertiser-card__avatar"
        />
        <div>
          <p className="advertiser-card__name">{data.name}</p>
          <p className="advertiser-card__meta">
            {memberSinceText(data.memberSince)} · {t('liveAdverts', { count: data.liveAdverts })}
          </p>
          {data.replyTime ? (
            <p className="advertiser-card__reply">{t(`replyTime.${data.replyTime}`)}</p>
          ) : null}
        </div>
      </div>
      {data.mine ? (
        <p className="advertiser-card__hint">
          {richText((values) => t('mineHint', values), {
            link: <Link to={paths.dashboard.messages()}>{t('messagesLink')}</Link>,
          })}
        </p>
      ) : (
        <>
          <PhoneReveal advertId={advertId} signedIn={signedIn} />
          <MessageAdvertiserForm advertId={advertId} signedIn={signedIn} />
        </>
      )}
    </section>
  );
}
