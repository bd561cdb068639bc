import type { Currency, ExchangeRate } from '@estate/contracts';
import { EXCHANGE_RATE_MAX_AGE_DAYS } from '@estate/contracts/exchange-rate-rules';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../components/toast';
import { formatNumber } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useSaveExchangeRate } from '../api/exchange-rates';
import { useRatesT, type RatesT } from '../texts';

const sourceName = (t: RatesT, source: string) => {
  const known = ['demo', 'manual', 'ecb-file', 'ecb-url'];
  return known.includes(source) ? t(`source.${source}` as 'source.demo') : source;
};

/** One currency: its rate and date as inputs, its source, a flag when old, and Save. */
export function RateRow({ rate, site }: { rate: ExchangeRate; site: Currency }) {
  const t = useRatesT();
  const save = useSaveExchangeRate();
  const [value, setValue] = useState(String(rate.rate));
  const [day, setDay] = useState(rate.rateDate);
  const isSite = rate.currency === site;
  const changed = value !== String(rate.rate) || day !== rate.rateDate;

  const submit = async () => {
    try {
      // A text that is not a number is sent as such (null): the server says what is wrong.
      const typed = value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));
      await save.mutateAsync({ currency: rate.currency, rate: typed, rateDate: day });
      toast.success(t('saved', { currency: rate.currency }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <tr>
      <th scope="row">{rate.currency}</th>
      <td>
        {isSite ? (
          <span>
            {formatNumber(1)} <Badge bg="secondary">{t('siteCurrency')}</Badge>
          </span>
        ) : (
          <Form.Control
            size="sm"
            inputMode="decimal"
            aria-label={t('rateLabel', { currency: rate.currency, site })}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </td>
      <td>
        {isSite ? null : (
          <Form.Control
            size="sm"
            type="date"
            aria-label={t('dateLabel', { currency: rate.currency })}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        )}
      </td>
      <td>
        {isSite ? null : sourceName(t, rate.source)}
        {!isSite && rate.stale ? (
          <Badge bg="warning" text="dark" className="ms-2">
            {t('stale', { days: EXCHANGE_RATE_MAX_AGE_DAYS })}
          </Badge>
        ) : null}
      </td>
      <td className="text-end">
        {isSite ? null : (
          <Button
            size="sm"
            disabled={!changed || save.isPending}
            aria-label={t('saveLabel', { currency: rate.currency })}
            onClick={() => void submit()}
          >
            {t('save')}
          </Button>
        )}
      </td>
    </tr>
  );
}
