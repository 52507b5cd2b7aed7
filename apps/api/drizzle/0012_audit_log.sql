CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","at" DESC NULLS LAST);--> statement-breakpoint
-- What an entry may hold of a row (r: the fields recorded; rowdata: the whole row, for is_secret): never a
-- password hash (a change of it reads '[changed]'), a secret setting's value, or the search vector.
CREATE FUNCTION audit_redact(t text, r jsonb, rowdata jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN r IS NULL THEN NULL
    WHEN t = 'users' AND r ? 'password_hash' THEN (r - 'password_hash') || '{"password": "[changed]"}'
    WHEN t = 'products' THEN r - 'search_vector'
    WHEN t = 'settings' AND (rowdata->>'is_secret')::boolean AND r ? 'value' THEN jsonb_set(r, '{value}', '"[secret]"')
    ELSE r
  END
$$;
--> statement-breakpoint
-- One entry per row an admin's transaction writes (lib/audit.ts sets astroden.actor_id and _email for it):
-- the whole row for a create or delete, the changed fields before and after for an update. Writes nobody
-- signed for (a customer's order taking stock, the expiry sweep) set no actor and record nothing.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_before jsonb;
  v_after jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(k, v_old->k), jsonb_object_agg(k, v_new->k) INTO v_before, v_after
    FROM jsonb_object_keys(v_new) AS k
    WHERE (v_old->k) IS DISTINCT FROM (v_new->k) AND k NOT IN ('updated_at', 'version', 'search_vector');
    IF v_after IS NULL THEN RETURN NULL; END IF;
  ELSE
    v_before := v_old;
    v_after := v_new;
  END IF;
  INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
  VALUES (current_setting('astroden.actor_id')::uuid, current_setting('astroden.actor_email'),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0], coalesce(v_new, v_old)->>TG_ARGV[1],
    audit_redact(TG_TABLE_NAME, v_before, coalesce(v_new, v_old)),
    audit_redact(TG_TABLE_NAME, v_after, coalesce(v_new, v_old)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('product', 'id');
--> statement-breakpoint
CREATE TRIGGER pods_audit AFTER INSERT OR UPDATE OR DELETE ON pods FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('pod', 'id');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('user', 'id');
--> statement-breakpoint
CREATE TRIGGER orders_audit AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('order', 'order_number');
--> statement-breakpoint
CREATE TRIGGER contacts_audit AFTER INSERT OR UPDATE OR DELETE ON contacts FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('contact', 'id');
--> statement-breakpoint
CREATE TRIGGER settings_audit AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW
  WHEN (coalesce(current_setting('astroden.actor_id', true), '') <> '') EXECUTE FUNCTION audit_row('setting', 'key');
--> statement-breakpoint
CREATE FUNCTION audit_log_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries are never changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_unchangeable BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_unchangeable();
