import { MyAgency } from '../../../features/agencies';

// Any signed-in member (docs/product.md#agencies); the dashboard frame sends visitors to /login.
export default function MyAgencyPage() {
  return <MyAgency />;
}
