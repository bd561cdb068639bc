import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../../components/query-status';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminAdvert, useDeleteAdminAdvert } from '../api/admin-advert';
import { AdminAdvertForm } from '../forms/admin-advert-form';
import { useModerationT } from '../texts';
import { AdvertToursPanel } from './advert-tours-panel';

interface AdminAdvertEditorProps {
  advertId: number;
  onClose: () => void;
}

/** The admin editor in place of the list, with the advert's tour requests below it. */
export function AdminAdvertEditor({ advertId, onClose }: AdminAdvertEditorProps) {
  const detail = useAdminAdvert(advertId);
  const remove = useDeleteAdminAdvert();
  const t = useModerationT();
  // Bumped after a refusal for a stale version: the form starts over from the reloaded advert.
  const [reloads, setReloads] = useState(0);
  const reviewAgain = async () => {
    await detail.refetch();
    setReloads((n) => n + 1);
  };

  const deleteAdvert = async () => {
    try {
      await remove.mutateAsync(advertId);
      toast.success(t('list.deleted'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (detail.isError || !detail.data) {
    return (
      <div className="panel">
        <QueryStatus query={detail} loadingText={t('editor.loading')} />
        {detail.isError ? (
          <Button variant="outline-secondary" onClick={onClose}>
            {t('editor.close')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <AdminAdvertForm
        key={`${advertId}:${reloads}`}
        detail={detail.data}
        onClose={onClose}
        onDelete={() => void deleteAdvert()}
        onStale={() => void reviewAgain()}
      />
      <AdvertToursPanel advertId={advertId} />
    </>
  );
}
