// The tracking form's rules: the API's (orderTrackingBodySchema in @astroden/shared: both required, trimmed, at most
// MAX_TRACKING_LENGTH), written here from the shared limit. Importing the shared schema file would bring its
// neighbours (the list schemas) into this admin chunk, and the bundler would then split them out of the contact
// page's chunk into two more scripts for every visitor of /contact. The server checks with the shared schema, and
// its field errors land on these fields.
import type { OrderTrackingBody } from '@astroden/shared';
import { MAX_TRACKING_LENGTH } from '@astroden/shared/constants';
import { z } from '../../lib/zod.ts';

const requiredText = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(MAX_TRACKING_LENGTH, `${label} is too long`);

export const orderTrackingFormSchema = z.object({
  carrier: requiredText('Carrier'),
  trackingNumber: requiredText('Tracking number'),
}) satisfies z.ZodType<OrderTrackingBody, OrderTrackingBody>;
