import Form from 'react-bootstrap/Form';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { useProfileSettings, useSetPriceDropEmails } from '../api/profile-settings';
import { useMemberT } from '../../../i18n/member-texts';

/** The profile's switch for the daily price-drop e-mail (docs/product.md#price-watch). */
export function PriceDropSwitch() {
  const profile = useProfileSettings();
  const change = useSetPriceDropEmails();
  const t = useMemberT();
  return (
    <section aria-labelledby="price-drop-title">
      <h2 id="price-drop-title" className="h5">
        {t('priceDrop.title')}
      </h2>
      <QueryStatus query={profile} />
      {profile.data ? (
        <Form.Check
          type="switch"
          id="price-drop-emails"
          role="switch"
          label={t('priceDrop.label')}
          checked={change.isPending ? change.variables.on : profile.data.priceDropEmails}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(
              { profile: profile.data, on: event.target.checked },
              {
                onSuccess: (saved) =>
                  toast.success(saved.priceDropEmails ? t('priceDrop.on') : t('priceDrop.off')),
                onError: () => toast.error(t('priceDrop.failed')),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
