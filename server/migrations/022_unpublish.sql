-- Unpublishing: an item taken off the public site altogether (not withdrawn with a notice). Its public
-- row and search documents go; the item keeps its revisions and trail, remembers when it was taken
-- down (its public address then answers 410 Gone rather than 404), and can be published again.
alter table content_items add column unpublished_at timestamptz;

alter table publishing_audit drop constraint publishing_audit_event_check;
alter table publishing_audit add constraint publishing_audit_event_check check (
  event in ('create', 'save', 'submit', 'reject', 'approve', 'publish-now', 'confirm', 'withdraw', 'unpublish')
);
