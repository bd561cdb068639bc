import { REPLY_TIME_TEXTS } from '@estate/contracts';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useAdvertiser } from '../api/advertiser';
import { memberSinceText } from '../lib/message-rules';
import { MessageAdvertiserForm } from './message-advertiser-form';
import { PhoneReveal } from './phone-reveal';

const advertsText = (n: number) => `${n} live advert${n === 1 ? '' : 's'}`;

/**
 * The advertiser on the advert page (docs/product.md#advertiser-card): who they are, since when,
 * how many adverts they have live and how fast they usually answer; their phone and a message.
 */
export function AdvertiserCard({ advertId }: { advertId: number }) {
  const signedIn = useAuthStore((s) => s.isUserLogin);
  const { data } = useAdvertiser(advertId, signedIn);
  if (!data) return null;
  return (
    <section className="advertiser-card" aria-labelledby="advertiser-title">
      <h2 id="advertiser-title" className="detail-section__title">
        The advertiser
      </h2>
      <div className="advertiser-card__who">
        <UserAvatar
          photoUrl={data.photo?.smallUrl}
          initials={data.initials}
          className="advertiser-card__avatar"
        />
        <div>
          <p className="advertiser-card__name">{data.name}</p>
          <p className="advertiser-card__meta">
            {memberSinceText(data.memberSince)} · {advertsText(data.liveAdverts)}
          </p>
          {data.replyTime ? (
            <p className="advertiser-card__reply">{REPLY_TIME_TEXTS[data.replyTime]}</p>
          ) : null}
        </div>
      </div>
      {data.mine ? (
        <p className="advertiser-card__hint">
          This is your advert. Messages about it arrive in{' '}
          <Link to={paths.dashboard.messages()}>Messages</Link>.
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
