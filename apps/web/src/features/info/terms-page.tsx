// Terms of service: static text that repeats the order, cancellation and shipping facts (spec section 2).
import { Link } from 'react-router';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/terms-page.ts';
import { InfoPage, InfoSection } from './components/info-page.tsx';
import { POLICY } from './policy.ts';

export const meta: Route.MetaFunction = staticMeta(
  'Terms of Service',
  'The terms that apply when you browse, order from or contact our shop.',
);

export default function TermsPage() {
  usePageTitle('Terms of Service');
  const { brandName, contactEmail } = usePublicSettings();
  return (
    <InfoPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={<p>By using the {brandName} website and placing an order, you agree to these terms.</p>}
    >
      <InfoSection title="Products and prices">
        <p>
          Prices are shown in Indian rupees and include applicable taxes unless stated otherwise. We describe every
          product as accurately as we can; colours and details may vary slightly from the photos.
        </p>
      </InfoSection>
      <InfoSection title="Orders">
        <p>
          An order is confirmed once we send you a confirmation e-mail. Orders are processed within{' '}
          {POLICY.processingBusinessDays} business days. We may cancel an order if an item is out of stock or a price
          was listed in error, and we will refund you in full if we do.
        </p>
      </InfoSection>
      <InfoSection title="Cancellations and refunds">
        <p>
          You can cancel an order within {POLICY.cancellationWindowHours} hours of placing it for a full refund.
          Approved refunds are processed within {POLICY.refundBusinessDays} business days. See{' '}
          <Link to="/cancellation-refunds">Cancellation &amp; Refunds</Link> for details.
        </p>
      </InfoSection>
      <InfoSection title="Shipping">
        <p>
          We offer standard and express shipping; shipping charges are computed at checkout. See{' '}
          <Link to="/shipping">Shipping Policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Space pods">
        <p>
          Space pods are shown for information and are not yet available to book. Details, prices and availability may
          change before launch.
        </p>
      </InfoSection>
      <InfoSection title="Contact">
        <p>
          Questions about these terms? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
