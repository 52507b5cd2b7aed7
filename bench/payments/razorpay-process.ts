// The payments benchmark's Razorpay (bench/payments.ts starts it): apps/api/src/test/razorpay.ts's stand-in of the
// documented API, in a process of its own so that its work (hundreds of orders a second) takes neither the load
// generator's event loop nor its CPU. The parent asks it, over IPC, to pay orders as Checkout would and to build the
// signed webhooks Razorpay would send.
import { startRazorpay } from '../../apps/api/src/test/razorpay.ts';

export type RazorpayCommand = { seq: number; cmd: 'pay'; orderId: string } | { seq: number; cmd: 'stats' };

const rp = await startRazorpay();
const send = (message: object) => process.send?.(message);

process.on('message', (command: RazorpayCommand) => {
  try {
    if (command.cmd === 'pay') {
      const { payment, callback } = rp.pay(command.orderId);
      const webhooks = [rp.webhook('payment.captured', payment.id), rp.webhook('order.paid', command.orderId)].map(
        ({ body, headers }) => ({ body, headers }),
      );
      send({ seq: command.seq, result: { paymentId: payment.id, callback, webhooks } });
    } else {
      send({
        seq: command.seq,
        result: { orders: rp.orders.size, payments: rp.payments.size, refunds: rp.refunds.size },
      });
    }
  } catch (err) {
    send({ seq: command.seq, error: String(err) });
  }
});
process.on('disconnect', () => process.exit(0));
send({
  ready: {
    url: rp.url,
    checkoutUrl: rp.checkoutUrl,
    keyId: rp.keyId,
    keySecret: rp.keySecret,
    webhookSecret: rp.webhookSecret,
  },
});
