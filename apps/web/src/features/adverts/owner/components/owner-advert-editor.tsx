import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../../components/query-status';
import { useOwnerAdvert } from '../api/owner-advert';
import { AdvertEditorForm } from '../forms/advert-editor-form';

interface OwnerAdvertEditorProps {
  advertId: number;
  onClose: () => void;
}

/** The owner's editor, opened in place of the list (owner version; docs/product.md#adverts). */
export function OwnerAdvertEditor({ advertId, onClose }: OwnerAdvertEditorProps) {
  const detail = useOwnerAdvert(advertId);
  if (detail.isError || !detail.data) {
    return (
      <div className="panel">
        <QueryStatus query={detail} loadingText="Loading the advert…" />
        {detail.isError ? (
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </div>
    );
  }
  return <AdvertEditorForm key={advertId} detail={detail.data} onClose={onClose} />;
}
