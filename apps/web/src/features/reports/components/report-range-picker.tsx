import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { RANGE_PRESETS, type DateRange, type RangePreset } from '../lib/report-range';
import { useReportsT } from '../texts';

interface Props {
  preset: RangePreset;
  range: DateRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DateRange) => void;
}

/** The presets, and two day fields when the range is custom. The server checks the range. */
export function ReportRangePicker({ preset, range, onPreset, onCustom }: Props) {
  const t = useReportsT();
  return (
    <div className="report-range">
      <ButtonGroup size="sm" aria-label={t('range.label')} className="report-range__presets">
        {RANGE_PRESETS.map((p) => (
          <Button
            key={p.id}
            variant={preset === p.id ? 'primary' : 'outline-primary'}
            aria-pressed={preset === p.id}
            onClick={() => onPreset(p.id)}
          >
            {t(`range.${p.id}`)}
          </Button>
        ))}
      </ButtonGroup>
      {preset === 'custom' ? (
        <div className="report-range__custom">
          <Form.Group controlId="report-from">
            <Form.Label>{t('range.from')}</Form.Label>
            <Form.Control
              type="date"
              value={range.from}
              required
              onChange={(e) => e.target.value && onCustom({ ...range, from: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId="report-to">
            <Form.Label>{t('range.to')}</Form.Label>
            <Form.Control
              type="date"
              value={range.to}
              required
              onChange={(e) => e.target.value && onCustom({ ...range, to: e.target.value })}
            />
          </Form.Group>
        </div>
      ) : (
        <p className="report-range__summary mb-0">
          {t('range.summary', { from: range.from, to: range.to })}
        </p>
      )}
    </div>
  );
}
