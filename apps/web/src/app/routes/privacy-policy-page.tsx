import Container from 'react-bootstrap/Container';
import { PageHero } from '../../components/page-hero';
import { useWebSite } from '../../lib/web-site';

export default function PrivacyPolicyPage() {
  const site = useWebSite();
  const email = site?.contactEmail;
  return (
    <>
      <PageHero title="Privacy Policy">
        How we collect, use and protect your personal data.
      </PageHero>
      <Container className="section prose">
        <p>
          This policy explains what personal data {site?.siteName ?? 'this site'} processes when you
          visit the site, create an account, publish an advert or contact us, and which rights you
          have.
        </p>
        <h2>Data we collect</h2>
        <ul>
          <li>
            Account data: your first and last name, e-mail address, phone number and a securely
            hashed password.
          </li>
          <li>
            Adverts you publish: texts, prices, locations and photos. Location data is removed from
            photos.
          </li>
          <li>
            Activity: favourites, tour requests, messages you send us and a log of important account
            actions.
          </li>
          <li>
            Technical data: the IP address and browser details needed to run and protect the
            service.
          </li>
        </ul>
        <h2>How we use it</h2>
        <p>
          We use your data to provide the marketplace: to show your adverts, arrange tours between
          visitors and owners, answer your messages, keep your account secure and prevent abuse. We
          do not sell personal data.
        </p>
        <h2>Who can see it</h2>
        <p>
          Published adverts are public. Owners see the name of visitors who request a tour of their
          property. Our staff can see account data when moderating adverts or helping you.
        </p>
        <h2>How long we keep it</h2>
        <p>
          We keep your account data while your account exists. When you delete your account, your
          adverts, favourites, tour requests and activity log are deleted with it.
        </p>
        <h2>Cookies and local storage</h2>
        <p>
          We do not use advertising cookies. Your browser stores your login state and an encrypted
          session token so that you stay logged in; logging out removes them.
        </p>
        <h2>Your rights</h2>
        <p>
          You can see and correct your profile at any time in your dashboard, and ask us for a copy
          or the deletion of your data by writing to{' '}
          {email ? <a href={`mailto:${email}`}>{email}</a> : 'us'}.
        </p>
      </Container>
    </>
  );
}
