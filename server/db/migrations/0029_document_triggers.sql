-- A product's documents change what its page says (its documents): a change to them names the
-- products whose documents changed, as rows changed in place (notify_lot_rows of migration 0021
-- reads product_id and id, which these rows have too).
CREATE TRIGGER product_documents_inserted AFTER INSERT ON product_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_lot_rows();--> statement-breakpoint
CREATE TRIGGER product_documents_updated AFTER UPDATE ON product_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_lot_rows();--> statement-breakpoint
CREATE TRIGGER product_documents_deleted AFTER DELETE ON product_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_lot_rows();--> statement-breakpoint
CREATE TRIGGER product_documents_truncated AFTER TRUNCATE ON product_documents FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
