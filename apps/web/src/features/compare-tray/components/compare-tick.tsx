import { Icon } from '../../../components/icon/icon';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { COMPARE_LIMIT, useCompareStore, type ComparedItem } from '../lib/compare-store';

/** The English message (tests look for it); the tick says it in the reader's language. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} adverts. Remove one from the tray first.`;

/** The tick that puts an advert in the compare tray or takes it out (docs/product.md#compare). */
export function CompareTick({ advert, className }: { advert: ComparedItem; className?: string }) {
  // Texts of the entry's `adverts` namespace: the tick is on the home page's cards.
  const t = useT();
  const ticked = useCompareStore((s) => s.items.some((item) => item.id === advert.id));
  const add = useCompareStore((s) => s.add);
  const remove = useCompareStore((s) => s.remove);
  return (
    <button
      type="button"
      className={`compare-tick${ticked ? ' compare-tick--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={ticked}
      aria-label={t('adverts.compareAdvert', { title: advert.title })}
      onClick={(event) => {
        // Cards wrap the tick in a link; the tick must not open the advert.
        event.preventDefault();
        event.stopPropagation();
        if (ticked) remove(advert.id);
        else if (!add({ id: advert.id, title: advert.title, url: advert.url }))
          toast.error(t('adverts.compareLimit', { limit: COMPARE_LIMIT }));
      }}
    >
      <Icon name={ticked ? 'check-square-fill' : 'square'} />
      <span>{t('adverts.compare')}</span>
    </button>
  );
}
