import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useImportExchangeRates } from '../api/exchange-rates';
import { useRatesT } from '../texts';

type Asking = 'file' | 'address' | undefined;

/** The import of a rates file, or of the address the server has; each asks first. */
export function RatesImport() {
  const t = useRatesT();
  const fileId = useId();
  const importRates = useImportExchangeRates();
  const [file, setFile] = useState<File | undefined>();
  const [asking, setAsking] = useState<Asking>();

  const run = async (kind: Exclude<Asking, undefined>) => {
    setAsking(undefined);
    try {
      await importRates.mutateAsync(kind === 'file' ? await file!.text() : undefined);
      toast.success(t('imported'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="panel rates-import" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`} className="h5">
        {t('importTitle')}
      </h2>
      <p className="text-body-secondary small">{t('importLead')}</p>
      <div className="rates-import__row">
        <Form.Label htmlFor={fileId} className="visually-hidden">
          {t('file')}
        </Form.Label>
        <Form.Control
          id={fileId}
          type="file"
          size="sm"
          accept=".xml,text/xml,application/xml"
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0])}
        />
        <Button
          size="sm"
          disabled={importRates.isPending}
          onClick={() => (file ? setAsking('file') : toast.error(t('chooseFile')))}
        >
          {t('importFile')}
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          disabled={importRates.isPending}
          onClick={() => setAsking('address')}
        >
          {t('importAddress')}
        </Button>
      </div>
      <ConfirmDialog
        show={asking !== undefined}
        message={asking === 'file' ? t('importConfirm') : t('importAddressConfirm')}
        subject={asking === 'file' ? file?.name : undefined}
        confirmLabel={t('importConfirmButton')}
        onConfirm={() => void run(asking!)}
        onCancel={() => setAsking(undefined)}
      />
    </section>
  );
}
