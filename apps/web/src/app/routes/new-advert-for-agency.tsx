import { NewAdvertForm } from '../../features/adverts';
import { PostForAgency, useAgencyPosting } from '../../features/agencies';

/**
 * The add form with the agency switch: a member of an agency posts for it unless they switch it
 * off (docs/product.md#agency-adverts). Composed here, as adverts and agencies import each other.
 */
export function NewAdvertForAgency() {
  const posting = useAgencyPosting();
  const agencyChoice = {
    field: <PostForAgency posting={posting} />,
    forAgency: posting.forAgency,
  };
  return <NewAdvertForm agencyChoice={agencyChoice} />;
}
