import { ComingSoon } from '../../../components/coming-soon';

/** Dashboard pages that later releases build; each names itself and says so plainly. */
const soon = (title: string, icon: string, description: string) => {
  function Page() {
    return <ComingSoon title={title} icon={icon} description={description} />;
  }
  Page.displayName = `${title.replace(/\W/g, '')}Page`;
  return Page;
};

export const AdvertsPage = soon(
  'Adverts',
  'card-checklist',
  'Moderating adverts (pending, activated, rejected) will be available in an upcoming release.',
);
