import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { PAGE_SIZES } from './use-page-size';
import { useT } from '../i18n';

interface PageSizeSelectProps {
  size: number;
  onChange: (size: number) => void;
  /** What a page holds when it is not table rows, e.g. "Messages per page"; rows by default. */
  label?: string;
}

/** Three rows a page as specified, or more (docs/product.md#page-sizes). */
export function PageSizeSelect({ size, onChange, label }: PageSizeSelectProps) {
  const id = useId();
  const t = useT();
  return (
    <Form.Group className="page-size" controlId={id}>
      <Form.Label className="mb-0">{label ?? t('shell.rowsPerPage')}</Form.Label>
      <Form.Select size="sm" value={size} onChange={(e) => onChange(Number(e.target.value))}>
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
