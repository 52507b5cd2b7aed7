// Cancellation and refund policy: static text with the spec's facts (24 hours, 7 business days).
import { Link } from 'react-router';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/cancellation-refunds-page.ts';
import { InfoPage, InfoSection } from './components/info-page.tsx';
import { POLICY } from './policy.ts';

export const meta: Route.MetaFunction = staticMeta(
  'Cancellation & Refunds',
  'Cancel within 24 hours for a full refund; refunds are processed within 7 business days after approval.',
);

export default function CancellationRefundsPage() {
  usePageTitle('Cancellation & Refunds');
  const { brandName, contactEmail } = usePublicSettings();
  return (
    <InfoPage
      eyebrow="Policy"
      title="Cancellation & Refunds"
      intro={
        <p>Changed your mind? Here is how cancelling an order and getting your money back works at {brandName}.</p>
      }
    >
      <InfoSection title="Cancelling an order">
        <p>
          You can cancel an order within <strong className="text-white">{POLICY.cancellationWindowHours} hours</strong>{' '}
          of placing it for a <strong className="text-white">full refund</strong>. To cancel, write to{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use the <Link to="/contact">contact form</Link> with
          your order number.
        </p>
        <p>After 24 hours the order may already be on its way, and it can no longer be cancelled.</p>
      </InfoSection>
      <InfoSection title="Refunds">
        <p>
          Once we approve your refund, it is processed within{' '}
          <strong className="text-white">{POLICY.refundBusinessDays} business days</strong> to your original payment
          method. Your bank may take a few more days to show it.
        </p>
      </InfoSection>
      <InfoSection title="Damaged or wrong items">
        <p>
          If an item arrives damaged or is not what you ordered, contact us within 48 hours of delivery with your order
          number and photos, and we will arrange a replacement or a refund.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
