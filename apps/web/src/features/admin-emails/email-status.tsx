// An e-mail's status in words, coloured: failed red, sent green, waiting yellow, sending blue, kept neutral.
import type { EmailStatus } from '@astroden/shared';
import { EMAIL_STATUS_LABELS } from '@astroden/shared/constants';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const TONES: Record<EmailStatus, BadgeTone> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  kept: 'gray',
  failed: 'red',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status]}>{EMAIL_STATUS_LABELS[status]}</Badge>;
}
