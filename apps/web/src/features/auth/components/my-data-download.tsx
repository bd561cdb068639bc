import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { downloadMyData } from '../api/download-my-data';

/** "Download my data": one JSON file of everything the site holds about the person. */
export function MyDataDownload() {
  const [busy, setBusy] = useState(false);
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
        Your data
      </h2>
      <p className="text-body-secondary">
        One JSON file with your profile, adverts with their details and pictures, favourites, tour
        requests, saved searches, conversations, contact messages and activity.
      </p>
      <Button variant="outline-primary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
    </section>
  );
}
