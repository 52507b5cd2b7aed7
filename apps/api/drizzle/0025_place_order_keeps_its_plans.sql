-- place_order plans its statements once per connection, not on every order. The pool sets plan_cache_mode to
-- force_custom_plan for the whole session (db/client.ts: the catalogue's prepared statements must see their LIMIT
-- and search words), and inside a PL/pgSQL function that made each of its statements, and each foreign-key check
-- they fire, be planned again on every call: a quarter of PostgreSQL's time under bench:payments (perf: pg_plan_query
-- and GetCachedPlan, 27% of the postgres processes' samples; pgbench of place_order alone: 602 orders/s with
-- custom plans, 1,108 with generic ones).
-- A generic plan is made once, on the statistics of that moment: on a young shop's nearly empty orders table a
-- sequential scan looks cheapest, and it would then be kept while the table grows (seen: the foreign-key checks read
-- 83 blocks each after a minute of orders). Every statement kept here has an index made for it (the primary keys,
-- migration 0024's id = ANY), so inside this function a sequential scan is never the plan; the velocity sums, whose
-- best index depends on the keys, are planned on each call.
CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_units int := (o->>'units')::int;
  v_by_email int;
  v_by_address int;
  v_lines jsonb;
  v_missing jsonb;
  v_short jsonb;
  v_subtotal bigint;
  v_total bigint;
  v_order record;
  v_keyed int := 0;
  v_email uuid;
  v_ids uuid[] := ARRAY(SELECT (i->>'product_id')::uuid FROM jsonb_array_elements(o->'items') AS i);
  v_method text := coalesce(o->>'paymentMethod', 'cod');
BEGIN
  -- Always e-mail, then address: two orders can never hold these in opposite order. The keys are the e-mail
  -- without case and +tag and the address's IPv6 /64 (the caller works them out).
  PERFORM pg_advisory_xact_lock(hashtextextended('order-email:' || (o->>'emailKey'), 0)),
          pg_advisory_xact_lock(hashtextextended('order-address:' || coalesce(o->>'addressKey', ''), 0));
  -- Cash on delivery: the units ordered in a day. Online: the units held unpaid right now (they expire in minutes,
  -- and what is paid for is no hoard).
  -- Both sums in one statement, planned for its keys on every call (EXECUTE): the rest of this function keeps one
  -- plan per connection (below), and a plan kept from a young shop's empty orders table reads the orders of the day
  -- by date, not by key (seen: 3,000 blocks a sum after a minute of orders). Each sum reads the key's own index: the
  -- method and state are tested on the key's rows of the day, behind OFFSET 0 so that the planner cannot take the
  -- partial index of all unpaid online orders instead (migration 0018).
  EXECUTE $q$
    SELECT
      (SELECT coalesce(sum(units), 0) FROM (
        SELECT units, payment_method, status, payment_status FROM orders
        WHERE email_key = $1 AND created_at > now() - interval '24 hours' OFFSET 0) mine
       WHERE payment_method = $3 AND ($3 = 'cod' OR (status = 'pending' AND payment_status IN ('unpaid', 'failed')))),
      (SELECT coalesce(sum(units), 0) FROM (
        SELECT units, payment_method, status, payment_status FROM orders
        WHERE address_key = $2 AND created_at > now() - interval '24 hours' OFFSET 0) mine
       WHERE payment_method = $3 AND ($3 = 'cod' OR (status = 'pending' AND payment_status IN ('unpaid', 'failed'))))
  $q$ INTO v_by_email, v_by_address USING o->>'emailKey', o->>'addressKey', v_method;
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
    SELECT id, name, images, price_paise, stock FROM products WHERE id = ANY (v_ids) ORDER BY id FOR UPDATE
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
  FROM jsonb_to_recordset(v_lines) AS l(product_id uuid, quantity int) WHERE p.id = ANY (v_ids) AND p.id = l.product_id;

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
--> statement-breakpoint
ALTER FUNCTION place_order(jsonb) SET plan_cache_mode = force_generic_plan SET enable_seqscan = off;
