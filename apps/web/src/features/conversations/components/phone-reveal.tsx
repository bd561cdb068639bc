import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { telHref } from '../../../lib/tel-href';
import { revealPhone } from '../api/advertiser';
import { useMessagesT } from '../texts';

/**
 * The advertiser's phone number: shown to a signed-in person on demand (each reveal is logged
 * and limited per day, docs/product.md#advertiser-card), grouped as its country writes it; a
 * visitor is offered the login first.
 */
export function PhoneReveal({ advertId, signedIn }: { advertId: number; signedIn: boolean }) {
  const t = useMessagesT();
  const location = useLocation();
  // The formatting library loads with the first reveal, not with the page.
  const reveal = useMutation({
    mutationFn: async () => {
      const [answer, { formatPhone }] = await Promise.all([
        revealPhone(advertId),
        import('../../../lib/phone'),
      ]);
      return { ...answer, shown: formatPhone(answer.phone) };
    },
  });

  if (!signedIn)
    return (
      <Link
        to={paths.login()}
        state={{ from: location.pathname + location.search }}
        className="advertiser-card__login"
      >
        <Icon name="telephone" className="me-1" />
        {t('loginToSeeNumber')}
      </Link>
    );
  if (reveal.data)
    return (
      <a href={telHref(reveal.data.phone)} className="advertiser-card__phone">
        <Icon name="telephone" className="me-1" />
        {reveal.data.shown}
      </a>
    );
  return (
    <>
      <Button
        variant="outline-primary"
        className="w-100"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate()}
      >
        <Icon name="telephone" className="me-1" />
        {t('showPhone')}
      </Button>
      {reveal.error ? (
        <p role="alert" className="advertiser-card__error">
          {errorMessage(reveal.error)}
        </p>
      ) : null}
    </>
  );
}
