// Shipping policy: static text with the spec's facts (7-8 business days, standard and express).

import { formatRupees } from '../../lib/format.ts';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/shipping-page.ts';
import { InfoPage, InfoSection } from './components/info-page.tsx';
import { POLICY } from './policy.ts';

export const meta: Route.MetaFunction = staticMeta(
  'Shipping Policy',
  'Orders are processed in 7-8 business days, with standard and express shipping; charges are computed at checkout.',
);

export default function ShippingPage() {
  usePageTitle('Shipping Policy');
  const { brandName, contactEmail, freeShippingThreshold, shippingFee } = usePublicSettings();
  return (
    <InfoPage eyebrow="Policy" title="Shipping Policy" intro={<p>How and when your {brandName} order reaches you.</p>}>
      <InfoSection title="Processing time">
        <p>
          Orders are processed in <strong className="text-white">{POLICY.processingBusinessDays} business days</strong>{' '}
          before they leave our warehouse. You will receive an e-mail with tracking details as soon as your order ships.
        </p>
      </InfoSection>
      <InfoSection title="Shipping options">
        <ul>
          <li>
            <strong className="text-white">Standard shipping</strong>: our everyday option for every order.
          </li>
          <li>
            <strong className="text-white">Express shipping</strong>: a faster delivery for when you can&apos;t wait.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Shipping charges">
        <p>Shipping charges are computed at checkout, from your order total, before you pay.</p>
        <p>
          Standard shipping is free on orders over {formatRupees(freeShippingThreshold)}; below that a flat fee of{' '}
          {formatRupees(shippingFee)} applies.
        </p>
      </InfoSection>
      <InfoSection title="Questions">
        <p>
          Need help with a delivery? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
