import type { Office } from '@estate/contracts';
import { Icon } from '../../../components/icon/icon';
import { PhoneLink } from '../../../components/phone-link';
import { useContactT } from '../texts';

/** The Contact page's three offices. */
export function OfficesList({ offices }: { offices: readonly Office[] }) {
  const t = useContactT();
  return (
    <ul className="offices-list" aria-label={t('ourOffices')}>
      {offices.map((office, i) => (
        <li key={i} className="offices-list__item">
          <h3 className="offices-list__city">
            <Icon name="building" className="me-2" />
            {office.city}
          </h3>
          <p className="mb-1">{office.address}</p>
          <PhoneLink phone={office.phone} />
        </li>
      ))}
    </ul>
  );
}
