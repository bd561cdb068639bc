import { ComingSoon } from '../../../components/coming-soon';

/** Dashboard pages that later releases build; each names itself and says so plainly. */
const soon = (title: string, icon: string, description: string) => {
  function Page() {
    return <ComingSoon title={title} icon={icon} description={description} />;
  }
  Page.displayName = `${title.replace(/\W/g, '')}Page`;
  return Page;
};

export const UsersPage = soon(
  'Users',
  'people',
  'Searching, editing and deleting user accounts will be available in an upcoming release.',
);
export const CategoriesPage = soon(
  'Categories',
  'tags',
  'Managing categories and their property keys will be available in an upcoming release.',
);
export const NewCategoryPage = soon(
  'New Category',
  'tags',
  'Creating categories will be available in an upcoming release.',
);
export const AdvertTypesPage = soon(
  'Advert Types',
  'signpost-split',
  'Managing advert types will be available in an upcoming release.',
);
export const ReportsPage = soon(
  'Reports',
  'bar-chart-line',
  'Figures and charts over a chosen date range will be available in an upcoming release.',
);
export const ContactMessagesPage = soon(
  'Contact Messages',
  'envelope',
  'Reading and answering contact messages will be available in an upcoming release.',
);
export const WebSitePage = soon(
  'Web Site',
  'globe2',
  'Editing the site details shown in the header, footer and contact page will be available in an upcoming release.',
);
