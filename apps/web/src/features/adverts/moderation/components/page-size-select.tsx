import Form from 'react-bootstrap/Form';
import { MODERATION_PAGE_SIZES } from '../moderation-filters';

/** Three rows a page as specified, or more when staff go through a long queue. */
export function PageSizeSelect({
  size,
  onChange,
}: {
  size: number;
  onChange: (size: number) => void;
}) {
  return (
    <Form.Group className="moderation-page-size" controlId="moderation-page-size">
      <Form.Label className="mb-0">Rows per page</Form.Label>
      <Form.Select size="sm" value={size} onChange={(e) => onChange(Number(e.target.value))}>
        {MODERATION_PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
