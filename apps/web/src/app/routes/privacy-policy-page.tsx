import Container from 'react-bootstrap/Container';
import { TERMS_VERSION } from '@estate/contracts/terms';
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
        <h2 id="terms-of-use">Terms of use</h2>
        <ul>
          <li>
            You are at least 18 years old and the details of your account and adverts are true.
          </li>
          <li>
            You publish only properties you may offer, with photos you may use, and you keep the
            price and status of your adverts up to date.
          </li>
          <li>
            You use tour requests and messages only to arrange viewings; our team may reject adverts
            and close accounts that break these rules.
          </li>
        </ul>
        <p className="text-body-secondary small">
          Version {TERMS_VERSION} of the Terms of Use and this Privacy Policy.
        </p>
      </Container>
    </>
  );
}
