import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSavePlaceZone, type ZoneChange } from '../api/place-zones';
import { usePlaceZonesT } from '../texts';
import { nowIn, zoneOptions } from './zone-options';

const INHERIT = '';

interface ZoneRowProps {
  kind: ZoneChange['kind'];
  id: number;
  name: string;
  timeZone: string | null;
  /** A city's fallback: its country's zone, offered as "Country's zone". */
  countryZone?: string;
}

/** One place: its zone in a list, the time there now, and Save once it changed. */
export function ZoneRow({ kind, id, name, timeZone, countryZone }: ZoneRowProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState(timeZone ?? INHERIT);
  const save = useSavePlaceZone();
  const t = usePlaceZonesT();
  const changed = chosen !== (timeZone ?? INHERIT);
  const effective = chosen || countryZone || 'UTC';

  const submit = async () => {
    try {
      await save.mutateAsync({ kind, id, timeZone: chosen || null });
      toast.success(t('saved'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className={`zone-row zone-row--${kind}`}>
      <Form.Label htmlFor={selectId} className="zone-row__name">
        {name}
      </Form.Label>
      <Form.Select
        id={selectId}
        size="sm"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {countryZone !== undefined ? (
          <option value={INHERIT}>{t('asCountry', { zone: countryZone })}</option>
        ) : null}
        {zoneOptions(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </Form.Select>
      <span className="zone-row__now text-body-secondary">
        {t('now', { time: nowIn(effective) })}
      </span>
      <Button
        size="sm"
        variant="primary"
        disabled={!changed || save.isPending}
        aria-label={t('saveLabel', { name })}
        onClick={() => void submit()}
      >
        {t('save')}
      </Button>
    </div>
  );
}
