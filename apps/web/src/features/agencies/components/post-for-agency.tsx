import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useMyAgency } from '../api/agencies';
import { useAgenciesT } from '../texts';

/**
 * Whether a new advert is posted for the poster's agency (docs/product.md#agency-adverts): on by
 * default for a member, who then is its responsible agent; nothing for a person in no agency.
 */
export function useAgencyPosting() {
  const mine = useMyAgency();
  const [chosen, setChosen] = useState(true);
  const agencyName = mine.data?.mine?.agency.name ?? null;
  return { agencyName, chosen, setChosen, forAgency: agencyName !== null && chosen };
}

export function PostForAgency({ posting }: { posting: ReturnType<typeof useAgencyPosting> }) {
  const t = useAgenciesT();
  if (posting.agencyName === null) return null;
  return (
    <Form.Group className="mb-3" controlId="advert-for-agency">
      <Form.Check
        type="switch"
        label={t('postFor', { name: posting.agencyName })}
        checked={posting.chosen}
        onChange={(event) => posting.setChosen(event.target.checked)}
      />
      <Form.Text>{t('postForHint')}</Form.Text>
    </Form.Group>
  );
}
