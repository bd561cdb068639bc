import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { compareUrl, useCompareStore } from '../lib/compare-store';
import { useCompareTrayT } from './texts';

/**
 * The compare tray's panel, fixed at the bottom (docs/product.md#compare): the ticked adverts
 * (each removable), Compare and Clear (which asks first, as it drops every tick).
 */
export default function CompareTrayPanel() {
  const t = useCompareTrayT();
  const items = useCompareStore((s) => s.items);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  const [asking, setAsking] = useState(false);
  return (
    <aside className="compare-tray" aria-label={t('tray')}>
      <ul className="compare-tray__items">
        {items.map((item) => (
          <li key={item.id} className="compare-tray__item">
            {item.url ? <img src={item.url} alt="" className="compare-tray__thumb" /> : null}
            <span className="compare-tray__title">{item.title}</span>
            <button
              type="button"
              className="compare-tray__remove"
              aria-label={t('remove', { title: item.title })}
              onClick={() => remove(item.id)}
            >
              <Icon name="x-lg" />
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-tray__actions">
        <button type="button" className="btn btn-link btn-sm" onClick={() => setAsking(true)}>
          {t('clear')}
        </button>
        {items.length > 1 ? (
          <Link to={compareUrl(items.map((item) => item.id))} className="btn btn-primary btn-sm">
            {t('compareCount', { count: items.length })}
          </Link>
        ) : (
          <span className="compare-tray__hint">{t('oneMore')}</span>
        )}
      </div>
      <ConfirmDialog
        show={asking}
        message={t('clearQuestion', { count: items.length })}
        confirmLabel={t('clearTray')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setAsking(false);
          clear();
        }}
        onCancel={() => setAsking(false)}
      />
    </aside>
  );
}
