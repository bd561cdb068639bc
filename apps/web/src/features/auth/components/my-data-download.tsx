import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { downloadMyData } from '../api/download-my-data';
import { useAuthT } from '../texts/auth-texts';

/** "Download my data": one JSON file of everything the site holds about the person. */
export function MyDataDownload() {
  const [busy, setBusy] = useState(false);
  const t = useAuthT();
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="h5">
        {t('yourData')}
      </h2>
      <p className="text-body-secondary">{t('yourDataText')}</p>
      <Button variant="outline-primary" disabled={busy} onClick={() => void download()}>
        {busy ? t('preparingFile') : t('downloadMyData')}
      </Button>
    </section>
  );
}
