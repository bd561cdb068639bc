import type { Advert } from '@estate/contracts';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatNumber } from '../../../../../i18n';
import { formatPrice } from '../../../shared';
import { useAdvertT, type AdvertTextKey } from '../texts';
import { MAX_RATE, MAX_TERM_YEARS, mortgageErrors, mortgageResult } from './mortgage';
import type { MortgageField, MortgageInput } from './mortgage';

/** A usual first guess a reader then changes: a fifth down, over 25 years. */
const DEPOSIT_SHARE = 0.2;
const TERM_YEARS = 25;

const FIELDS: Array<{ name: MortgageField; label: AdvertTextKey; error: AdvertTextKey }> = [
  { name: 'price', label: 'mortgage.price', error: 'mortgage.error.price' },
  { name: 'deposit', label: 'mortgage.deposit', error: 'mortgage.error.deposit' },
  { name: 'rate', label: 'mortgage.rate', error: 'mortgage.error.rate' },
  { name: 'term', label: 'mortgage.term', error: 'mortgage.error.term' },
  { name: 'income', label: 'mortgage.income', error: 'mortgage.error.income' },
];

/**
 * The mortgage and affordability calculator of a sale advert (docs/product.md#mortgage-
 * calculator): deposit, rate and term give the monthly payment in the advert's currency, and an
 * income the payment's share of it. Worked out in the browser; nothing typed leaves the page.
 */
export function MortgageCalculator({ advert }: { advert: Pick<Advert, 'price' | 'currency'> }) {
  const t = useAdvertT();
  const id = useId();
  const [input, setInput] = useState<MortgageInput>(() => ({
    price: String(advert.price),
    deposit: String(Math.round(advert.price * DEPOSIT_SHARE)),
    rate: '',
    term: String(TERM_YEARS),
    income: '',
  }));
  const errors = mortgageErrors(input);
  const result = mortgageResult(input);
  const money = (value: number) => formatPrice(value, advert.currency);

  return (
    <section className="detail-section mortgage" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        {t('mortgage.title')}
      </h2>
      <Form noValidate className="mortgage__form" onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((field) => (
          <Form.Group
            key={field.name}
            controlId={`${id}-${field.name}`}
            className="mortgage__field"
          >
            <Form.Label>{t(field.label)}</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              value={input[field.name]}
              isInvalid={!!errors[field.name]}
              aria-invalid={!!errors[field.name]}
              aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              onChange={(event) => setInput({ ...input, [field.name]: event.target.value })}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-${field.name}-error`}>
              {t(field.error, { rate: MAX_RATE, years: MAX_TERM_YEARS })}
            </Form.Control.Feedback>
          </Form.Group>
        ))}
      </Form>
      <div className="mortgage__result" aria-live="polite">
        {result ? (
          <>
            <p className="mortgage__monthly">
              {t('mortgage.monthly')} <strong>{money(result.monthly)}</strong>
            </p>
            <p className="mortgage__loan">{t('mortgage.loan', { loan: money(result.loan) })}</p>
            {result.incomeShare !== null ? (
              <p className="mortgage__share">
                {t('mortgage.share', {
                  percent: formatNumber(result.incomeShare, { maximumFractionDigits: 0 }),
                })}
              </p>
            ) : null}
          </>
        ) : Object.keys(errors).length === 0 ? (
          <p className="mortgage__hint">{t('mortgage.enterRate')}</p>
        ) : null}
        <p className="mortgage__private">{t('mortgage.private')}</p>
      </div>
    </section>
  );
}
