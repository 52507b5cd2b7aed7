-- Online payment (issue 25, decision 019): orders get their payment method and status, the Razorpay order that
-- collects them and what was refunded; payments, webhook events and refunds get tables of their own. The velocity
-- limits move to keys that a new spelling cannot dodge (e-mail without case and +tag, an IPv6 address's /64), and
-- count cash-on-delivery orders per day but online orders only while they hold stock unpaid.
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"razorpay_order_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"razorpay_order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"settles" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"razorpay_refund_id" text,
	"reason" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
DROP INDEX "orders_customer_email_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_client_address_created_at_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "razorpay_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_unprocessed_idx" ON "payment_events" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_payment_id_key" ON "payments" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_settles_order_key" ON "payments" USING btree ("order_id") WHERE settles;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_razorpay_refund_id_key" ON "refunds" USING btree ("razorpay_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_email_key_created_at_idx" ON "orders" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_address_key_created_at_idx" ON "orders" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_razorpay_order_id_key" ON "orders" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE INDEX "orders_online_unpaid_created_at_idx" ON "orders" USING btree ("created_at") WHERE payment_method = 'online' and payment_status in ('unpaid', 'failed') and status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'failed', 'refunded', 'partially_refunded'));
--> statement-breakpoint
UPDATE orders SET email_key = regexp_replace(lower(customer_email), '\+[^@]*@', '@'), address_key = client_address;
--> statement-breakpoint
UPDATE orders SET payment_status = 'paid' WHERE status = 'completed';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_units int := (o->>'units')::int;
  v_by_email int;
  v_by_address int := 0;
  v_lines jsonb;
  v_missing jsonb;
  v_short jsonb;
  v_subtotal bigint;
  v_total bigint;
  v_order record;
  v_keyed int := 0;
  v_email uuid;
  v_method text := coalesce(o->>'paymentMethod', 'cod');
BEGIN
  -- Always e-mail, then address: two orders can never hold these in opposite order. The keys are the e-mail
  -- without case and +tag and the address's IPv6 /64 (the caller works them out).
  PERFORM pg_advisory_xact_lock(hashtextextended('order-email:' || (o->>'emailKey'), 0)),
          pg_advisory_xact_lock(hashtextextended('order-address:' || coalesce(o->>'addressKey', ''), 0));
  -- Cash on delivery: the units ordered in a day. Online: the units held unpaid right now (they expire in minutes,
  -- and what is paid for is no hoard).
  SELECT coalesce(sum(units), 0) INTO v_by_email FROM orders
  WHERE email_key = o->>'emailKey' AND created_at > now() - interval '24 hours' AND payment_method = v_method
    AND (v_method = 'cod' OR (status = 'pending' AND payment_status IN ('unpaid', 'failed')));
  IF o->>'addressKey' IS NOT NULL THEN
    SELECT coalesce(sum(units), 0) INTO v_by_address FROM orders
    WHERE address_key = o->>'addressKey' AND created_at > now() - interval '24 hours' AND payment_method = v_method
      AND (v_method = 'cod' OR (status = 'pending' AND payment_status IN ('unpaid', 'failed')));
  END IF;
  IF v_by_email + v_units > (o->>'maxUnitsPerEmail')::int OR v_by_address + v_units > (o->>'maxUnitsPerAddress')::int THEN
    RETURN jsonb_build_object('refused', 'velocity');
  END IF;

  -- The lines with their products, locked in id order (as the restock of cancelled orders locks them, so
  -- the two never deadlock) and read as they are once locked.
  SELECT coalesce(jsonb_agg(jsonb_build_object('position', l.position, 'product_id', l.product_id,
      'quantity', l.quantity, 'name', p.name, 'images', p.images, 'price_paise', p.price_paise, 'stock', p.stock)), '[]')
  INTO v_lines
  FROM jsonb_to_recordset(o->'items') AS l(position int, product_id uuid, quantity int)
  LEFT JOIN (
    SELECT id, name, images, price_paise, stock FROM products
    WHERE id IN (SELECT i.product_id FROM jsonb_to_recordset(o->'items') AS i(product_id uuid))
    ORDER BY id FOR UPDATE
  ) p ON p.id = l.product_id;

  SELECT jsonb_agg(l.position ORDER BY l.position) INTO v_missing
  FROM jsonb_to_recordset(v_lines) AS l(position int, name text) WHERE l.name IS NULL;
  IF v_missing IS NOT NULL THEN
    RETURN jsonb_build_object('missing', v_missing);
  END IF;
  SELECT jsonb_agg(jsonb_build_object('position', l.position, 'stock', l.stock) ORDER BY l.position) INTO v_short
  FROM jsonb_to_recordset(v_lines) AS l(position int, quantity int, stock int) WHERE l.stock < l.quantity;
  IF v_short IS NOT NULL THEN
    RETURN jsonb_build_object('short', v_short);
  END IF;

  SELECT sum(l.price_paise::bigint * l.quantity) INTO v_subtotal
  FROM jsonb_to_recordset(v_lines) AS l(price_paise int, quantity int);
  -- shippingFor() in packages/shared, in paise: free above the threshold, and for nothing.
  v_total := v_subtotal + CASE
    WHEN v_subtotal > (o->>'freeShippingAbovePaise')::bigint OR v_subtotal = 0 THEN 0
    ELSE (o->>'shippingFeePaise')::bigint END;
  -- An online order comes with the Razorpay order opened for the total its caller worked out: a price changed
  -- since then places nothing (the caller opens another).
  IF o->>'expectedTotalPaise' IS NOT NULL AND v_total <> (o->>'expectedTotalPaise')::bigint THEN
    RETURN jsonb_build_object('repriced', v_total);
  END IF;

  -- The version moves with the stock: an admin form opened before this sale cannot write the old stock back.
  UPDATE products p SET stock = p.stock - l.quantity, version = p.version + 1
  FROM jsonb_to_recordset(v_lines) AS l(product_id uuid, quantity int) WHERE p.id = l.product_id;

  INSERT INTO orders (order_number, status, customer_full_name, customer_email, customer_phone,
    address_line1, address_line2, town, state, pincode, country, total_paise, units, client_address, user_id,
    payment_method, email_key, address_key, razorpay_order_id)
  VALUES (coalesce(o->>'orderNumber', 'ORD-' || to_char(now() AT TIME ZONE 'utc', 'YYYYMMDD') || '-' || (SELECT lpad(n::text, greatest(4, length(n::text)), '0') FROM nextval('order_number_seq') AS n)),
    'pending', o->>'fullName', o->>'email', o->>'phone', o->>'address', NULL, o->>'city', o->>'state',
    o->>'postalCode', o->>'country', v_total, v_units, o->>'clientAddress', (o->>'userId')::uuid,
    v_method, o->>'emailKey', o->>'addressKey', o->>'razorpayOrderId')
  RETURNING id, order_number, status INTO v_order;

  INSERT INTO order_lines (order_id, position, product_id, name, images, unit_price_paise, quantity)
  SELECT v_order.id, l.position, l.product_id, l.name, array(SELECT jsonb_array_elements_text(l.images)),
    l.price_paise, l.quantity
  FROM jsonb_to_recordset(v_lines)
    AS l(position int, product_id uuid, quantity int, name text, images jsonb, price_paise int);

  IF o->>'key' IS NOT NULL THEN
    -- An expired key is forgotten and may name this order; a live one is a concurrent twin's.
    INSERT INTO order_idempotency_keys (key, fingerprint, order_id, expires_at)
    VALUES (o->>'key', o->>'fingerprint', v_order.id, now() + make_interval(hours => (o->>'keyHours')::int))
    ON CONFLICT (key) DO UPDATE SET fingerprint = excluded.fingerprint, order_id = excluded.order_id,
      expires_at = excluded.expires_at
    WHERE order_idempotency_keys.expires_at <= now();
    GET DIAGNOSTICS v_keyed = ROW_COUNT;
    IF v_keyed = 0 THEN
      RAISE EXCEPTION 'Idempotency-Key already names another order' USING ERRCODE = 'AD409';
    END IF;
  END IF;

  -- The first step of the customer's timeline, and (cash on delivery) the confirmation e-mail, in the order's own
  -- transaction. An online order is confirmed by the e-mail of its payment instead.
  INSERT INTO order_events (order_id, status) VALUES (v_order.id, 'pending');
  IF v_method = 'cod' THEN
    INSERT INTO email_outbox (idempotency_key, kind, recipient, order_id)
    VALUES ('order-placed:' || v_order.id, 'order_placed', o->>'email', v_order.id)
    RETURNING id INTO v_email;
  END IF;

  RETURN jsonb_build_object('placed', jsonb_build_object(
    'id', v_order.id, 'orderNumber', v_order.order_number, 'status', v_order.status, 'totalPaise', v_total,
    'emailId', v_email));
END $$;
