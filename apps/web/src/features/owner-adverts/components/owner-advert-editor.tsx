import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { useOwnerAdvert } from '../api/owner-advert';
import { AdvertEditorForm } from '../forms/advert-editor-form';

interface OwnerAdvertEditorProps {
  advertId: number;
  onClose: () => void;
}

/** The owner's editor, opened in place of the list (spec §2 "Advert editor", owner version). */
export function OwnerAdvertEditor({ advertId, onClose }: OwnerAdvertEditorProps) {
  const detail = useOwnerAdvert(advertId);
  if (detail.isError) {
    return (
      <div className="panel">
        <p className="text-danger" role="alert">
          {errorMessage(detail.error)}
        </p>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="panel text-center py-5">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the advert…</span>
        </Spinner>
      </div>
    );
  }
  return <AdvertEditorForm key={advertId} detail={detail.data} onClose={onClose} />;
}
