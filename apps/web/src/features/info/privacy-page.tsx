// The privacy policy: static text (spec section 2).
import { Link } from 'react-router';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/privacy-page.ts';
import { InfoPage, InfoSection } from './components/info-page.tsx';

export const meta: Route.MetaFunction = staticMeta(
  'Privacy Policy',
  'How we collect, use and protect your personal information.',
);

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const { brandName, contactEmail } = usePublicSettings();
  return (
    <InfoPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={<p>How {brandName} collects, uses and protects your information when you use this site.</p>}
    >
      <InfoSection title="What we collect">
        <ul>
          <li>
            Contact details you give us when you place an order or send a message: name, e-mail, phone and address.
          </li>
          <li>The items in your cart, kept in your own browser so they survive a reload.</li>
          <li>If you have an account, your name, e-mail and role, and a securely hashed password.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          We use your information only to process and deliver your orders, to answer your messages and to keep your
          account secure. We do not sell your personal data, and we share it only with the delivery and payment partners
          needed to complete an order.
        </p>
      </InfoSection>
      <InfoSection title="Payments">
        <p>Card details typed at checkout stay in your browser: they are never sent to our servers or stored.</p>
      </InfoSection>
      <InfoSection title="Cookies and storage">
        <p>
          We store a sign-in token and your cart in your browser&apos;s local storage. We do not use advertising or
          tracking cookies.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          You may ask to see, correct or delete the personal data we hold about you. Write to{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use our <Link to="/contact">contact form</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
