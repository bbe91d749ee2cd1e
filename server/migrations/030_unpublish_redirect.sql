-- An unpublished item's page answers 410 Gone, or, when the publisher chose a page to send its
-- visitors to, 301 to that page: `{ pageId, params }`, looked up in the live route manifest when the
-- address is asked for (a page the manifest no longer has makes it 410 again).
alter table content_items add column unpublish_redirect jsonb;
