// The shop's e-mails (issue 24): each kind as HTML in the brand's look (a night-sky header, a light card that reads
// well in every mail client, cyan and violet accents) and as plain text, prices in rupees (en-IN).
import { type EmailKind, ORDER_STATUS_LABELS, PASSWORD_RESET_MINUTES, type TrackedOrder } from '@astroden/shared';

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** What every message knows of the shop. */
export interface ShopContext {
  brandName: string;
  contactEmail: string;
  publicUrl: string;
}

/** What one message is about: its order (order e-mails), and what its cause wrote in the payload. */
export interface MessageInput {
  kind: EmailKind;
  recipient: string;
  order?: TrackedOrder;
  /** The order's signed tracking link (order e-mails). */
  trackUrl?: string;
  payload: Record<string, unknown>;
  /** The password reset link (password_reset only), or a stand-in where the message is stored. */
  resetUrl?: string;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
export const formatRupees = (amount: number) => rupees.format(amount);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'there';

const COLORS = {
  night: '#05060f',
  card: '#ffffff',
  ink: '#111827',
  muted: '#4b5563',
  line: '#e5e7eb',
  cyan: '#0891b2',
};

/** A paragraph, HTML and text. */
interface Block {
  html: string;
  text: string;
}
const para = (text: string): Block => ({
  html: `<p style="margin:0 0 16px;line-height:1.6;color:${COLORS.ink}">${escapeHtml(text)}</p>`,
  text,
});
const heading = (text: string): Block => ({
  html: `<h2 style="margin:24px 0 12px;font-size:16px;color:${COLORS.ink}">${escapeHtml(text)}</h2>`,
  text: `\n${text.toUpperCase()}`,
});
const button = (label: string, url: string): Block => ({
  html: `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:linear-gradient(90deg,#06b6d4,#8b5cf6);background-color:#0891b2;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`,
  text: `${label}: ${url}`,
});
const small = (text: string): Block => ({
  html: `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(text)}</p>`,
  text,
});

function itemsTable(order: TrackedOrder): Block {
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid ${COLORS.line};color:${COLORS.ink}">${escapeHtml(item.name)} <span style="color:${COLORS.muted}">× ${item.quantity}</span></td><td style="padding:8px 0;border-bottom:1px solid ${COLORS.line};text-align:right;color:${COLORS.ink};white-space:nowrap">${formatRupees(item.price * item.quantity)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:6px 0;color:${strong ? COLORS.ink : COLORS.muted};${strong ? 'font-weight:bold' : ''}">${label}</td><td style="padding:6px 0;text-align:right;color:${COLORS.ink};${strong ? 'font-weight:bold' : ''}">${value}</td></tr>`;
  const shipping = order.shipping === 0 ? 'Free' : formatRupees(order.shipping);
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${rows}${total('Subtotal', formatRupees(order.subtotal))}${total('Shipping', shipping)}${total('Total', formatRupees(order.totalAmount), true)}</table>`,
    text: [
      ...order.items.map((item) => `- ${item.name} x ${item.quantity}: ${formatRupees(item.price * item.quantity)}`),
      `Subtotal: ${formatRupees(order.subtotal)}`,
      `Shipping: ${shipping}`,
      `Total: ${formatRupees(order.totalAmount)}`,
    ].join('\n'),
  };
}

function addressBlock(order: TrackedOrder): Block {
  const a = order.shippingAddress;
  const lines = [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    [a.town, a.state].filter(Boolean).join(', '),
    a.pincode,
    a.country,
  ]
    .filter((line): line is string => Boolean(line))
    .map((line) => line.trim());
  return {
    html: `<p style="margin:0 0 16px;line-height:1.6;color:${COLORS.ink}">${lines.map(escapeHtml).join('<br>')}</p>`,
    text: lines.join('\n'),
  };
}

function orderDetails(order: TrackedOrder, trackUrl: string | undefined): Block[] {
  return [
    heading(`Order ${order.orderId}`),
    itemsTable(order),
    heading('Shipping address'),
    addressBlock(order),
    ...(trackUrl ? [button('Track your order', trackUrl)] : []),
  ];
}

function layout(shop: ShopContext, title: string, blocks: Block[]): { html: string; text: string } {
  const brand = escapeHtml(shop.brandName);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.night};font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.night}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:8px 4px 20px"><span style="font-size:22px;font-weight:bold;letter-spacing:2px;color:#67e8f9">${brand}</span><span style="font-size:12px;color:#c4b5fd;letter-spacing:1px"> &nbsp;Anime &amp; Gaming Protocol</span></td></tr>
<tr><td style="background:${COLORS.card};border-radius:12px;padding:28px 24px;border-top:4px solid #8b5cf6">
<h1 style="margin:0 0 20px;font-size:20px;color:${COLORS.ink}">${escapeHtml(title)}</h1>
${blocks.map((b) => b.html).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;font-size:12px;line-height:1.5;color:#9ca3af">Questions? Write to <a href="mailto:${escapeHtml(shop.contactEmail)}" style="color:#67e8f9">${escapeHtml(shop.contactEmail)}</a>.<br>${brand} · <a href="${escapeHtml(shop.publicUrl)}" style="color:#67e8f9">${escapeHtml(shop.publicUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    shop.brandName,
    '',
    title,
    '',
    ...blocks.map((b) => b.text),
    '',
    `Questions? Write to ${shop.contactEmail}.`,
    `${shop.brandName} · ${shop.publicUrl}`,
  ].join('\n');
  return { html, text };
}

const CANCELLATION_POLICY = 'You can cancel within 24 hours of placing an order for a full refund.';
const PROCESSING_POLICY = 'Orders are processed in 7-8 business days.';
const REFUND_POLICY = 'Refunds are processed within 7 business days after approval.';

function orderMessage(input: MessageInput, shop: ShopContext): { subject: string; title: string; blocks: Block[] } {
  const order = input.order!;
  const hi = para(`Hi ${firstName(order.shippingAddress.fullName)},`);
  const id = order.orderId;
  const details = orderDetails(order, input.trackUrl);
  switch (input.kind) {
    case 'order_placed':
      return {
        subject: `Your ${shop.brandName} order ${id} is confirmed`,
        title: 'Order Confirmed!',
        blocks: [
          hi,
          para(`Thank you for your order. We have received order ${id} and will start on it shortly.`),
          ...details,
          small(CANCELLATION_POLICY),
          small(PROCESSING_POLICY),
          small(REFUND_POLICY),
        ],
      };
    case 'order_processing':
      return {
        subject: `Your ${shop.brandName} order ${id} is being processed`,
        title: 'Your order is being processed',
        blocks: [
          hi,
          para(
            `We have started preparing order ${id}. ${PROCESSING_POLICY} We will e-mail you its tracking number when it ships.`,
          ),
          ...details,
        ],
      };
    case 'order_completed':
      return {
        subject: `Your ${shop.brandName} order ${id} has been delivered`,
        title: 'Your order has been delivered',
        blocks: [hi, para(`Order ${id} has been delivered. We hope you enjoy it!`), ...details],
      };
    case 'order_cancelled':
      return {
        subject: `Your ${shop.brandName} order ${id} has been cancelled`,
        title: 'Your order has been cancelled',
        blocks: [
          hi,
          para(`Order ${id} has been cancelled.`),
          ...(order.statusReason ? [para(`Reason: ${order.statusReason}`)] : []),
          para(`If you paid for this order, the full amount will be refunded. ${REFUND_POLICY}`),
          ...details,
        ],
      };
    case 'payment_received':
      return {
        subject: `Payment received: your ${shop.brandName} order ${id} is confirmed`,
        title: 'Order Confirmed!',
        blocks: [
          hi,
          para(
            `We have received your payment of ${formatRupees(num(input.payload.amount) ?? order.totalAmount)} for order ${id}. Thank you for your order: we will start on it shortly.`,
          ),
          ...details,
          small(CANCELLATION_POLICY),
          small(PROCESSING_POLICY),
          small(REFUND_POLICY),
        ],
      };
    case 'payment_refunded':
      return {
        subject: `A refund for your ${shop.brandName} order ${id}`,
        title: 'Your refund is on its way',
        blocks: [
          hi,
          para(
            `We have refunded ${formatRupees(num(input.payload.amount) ?? 0)} for order ${id} to the account you paid from.`,
          ),
          ...(str(input.payload.reason) ? [para(`Reason: ${str(input.payload.reason)}`)] : []),
          small('Banks take 5-7 business days to show a refund.'),
          ...details,
        ],
      };
    case 'order_tracking': {
      const carrier = str(input.payload.carrier) || order.carrier || '';
      const number = str(input.payload.trackingNumber) || order.trackingNumber || '';
      return {
        subject: `Your ${shop.brandName} order ${id} has shipped`,
        title: 'Your order is on its way',
        blocks: [hi, para(`Order ${id} has shipped with ${carrier}.`), para(`Tracking number: ${number}`), ...details],
      };
    }
    default:
      throw new Error(`${input.kind} is not an order e-mail`);
  }
}

/** The message of one outbox row. */
export function renderEmail(input: MessageInput, shop: ShopContext): Rendered {
  let subject: string;
  let title: string;
  let blocks: Block[];
  const p = input.payload;
  switch (input.kind) {
    case 'contact_ack':
      subject = `We received your message: ${str(p.subject)}`;
      title = 'Thanks for getting in touch';
      blocks = [
        para(`Hi ${firstName(str(p.fullName))},`),
        para(
          `Thank you for writing to ${shop.brandName}. We have received your message and will reply to ${input.recipient} soon.`,
        ),
        heading('Your message'),
        para(`Subject: ${str(p.subject)}`),
        para(str(p.message)),
      ];
      break;
    case 'contact_notice':
      subject = `New contact message: ${str(p.subject)} from ${str(p.fullName)}`;
      title = 'A new contact message';
      blocks = [
        para(`From: ${str(p.fullName)} <${str(p.email)}>`),
        para(`Phone: ${str(p.phoneNo)}`),
        para(`Subject: ${str(p.subject)}`),
        heading('Message'),
        para(str(p.message)),
        small('Reply to this e-mail to answer the customer.'),
      ];
      break;
    case 'password_reset':
      subject = `Reset your ${shop.brandName} password`;
      title = 'Reset your password';
      blocks = [
        para(`Hi ${firstName(str(p.name))},`),
        para('Someone (we hope you) asked to reset the password of your account. Choose a new one here:'),
        button('Choose a new password', input.resetUrl ?? `${shop.publicUrl}/forgot-password`),
        small(`The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`),
        small('If you did not ask for it, ignore this e-mail: your password stays as it is.'),
      ];
      break;
    case 'password_changed':
      subject = `Your ${shop.brandName} password was changed`;
      title = 'Your password was changed';
      blocks = [
        para(`Hi ${firstName(str(p.name))},`),
        para(
          'The password of your account was just changed, and every device signed in with the old one was signed out.',
        ),
        para('If this was not you, reset your password now and tell us:'),
        button('Reset my password', `${shop.publicUrl}/forgot-password`),
      ];
      break;
    default: {
      const message = orderMessage(input, shop);
      ({ subject, title, blocks } = message);
    }
  }
  return { subject, ...layout(shop, title, blocks) };
}

/** The timeline label of a status, as the tracking page and e-mails say it. */
export const statusLabel = (status: TrackedOrder['status']) => ORDER_STATUS_LABELS[status];
