import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { readPriceDropsUnsubscribe, readSavedSearchUnsubscribe } from '../api/saved-searches';
import { alertKey, useSavedSearchT } from '../texts';
import { UnsubscribePanel } from './unsubscribe-panel';

/**
 * Where an alert e-mail's "Stop these e-mails" link lands (docs/product.md#saved-search-alerts):
 * no login; it says which search e-mails and how often, and its button turns them off.
 */
export function UnsubscribePage() {
  const t = useSavedSearchT();
  const { token = '' } = useParams();
  return (
    <UnsubscribePanel
      kind="savedSearch"
      token={token}
      title={t('alertsTitle')}
      read={readSavedSearchUnsubscribe}
      textsOf={({ name, alert }) => ({
        on: alert === 'NONE' ? undefined : t('alertOn', { name, how: t(alertKey(alert)) }),
        off: t('alreadyOff', { name }),
      })}
      button={t('turnOff')}
      back={{ to: paths.dashboard.savedSearches(), label: t('yourSaved') }}
    />
  );
}

/**
 * Where a price-drop e-mail's unsubscribe link lands (docs/product.md#price-watch): no login;
 * its button switches off all of the person's price-drop e-mails.
 */
export function PriceDropsUnsubscribePage() {
  const t = useSavedSearchT();
  const { token = '' } = useParams();
  return (
    <UnsubscribePanel
      kind="priceDrops"
      token={token}
      title={t('priceDropsTitle')}
      read={readPriceDropsUnsubscribe}
      textsOf={({ on }) => ({
        on: on ? t('priceDropsOn') : undefined,
        off: t('priceDropsOff'),
      })}
      button={t('stopPriceDrops')}
      back={{ to: paths.dashboard.myProfile(), label: t('yourProfile') }}
    />
  );
}
