import Form from 'react-bootstrap/Form';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { useProfileSettings, useSetPriceDropEmails } from '../api/profile-settings';

/** The profile's switch for the daily price-drop e-mail (docs/product.md#price-watch). */
export function PriceDropSwitch() {
  const profile = useProfileSettings();
  const change = useSetPriceDropEmails();
  return (
    <section aria-labelledby="price-drop-title">
      <h2 id="price-drop-title" className="h5">
        E-mails
      </h2>
      <QueryStatus query={profile} />
      {profile.data ? (
        <Form.Check
          type="switch"
          id="price-drop-emails"
          role="switch"
          label="Price-drop e-mails: at most one a day when a favourite gets cheaper"
          checked={change.isPending ? change.variables.on : profile.data.priceDropEmails}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(
              { profile: profile.data, on: event.target.checked },
              {
                onSuccess: (saved) =>
                  toast.success(
                    saved.priceDropEmails
                      ? 'Price-drop e-mails are on.'
                      : 'Price-drop e-mails are off.',
                  ),
                onError: () => toast.error('The setting could not be saved. Try again.'),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
